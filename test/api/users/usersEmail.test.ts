// One live user per email: the add refuses a taken one (even two adds at once), and POST /api/email_check.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { databaseKinds, testAdmin, useSignedInServer } from '../testServer.ts';
import { addBody, caller, uniqueEmail } from './userApi.ts';

describe.each(databaseKinds)('user emails on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  let call: ReturnType<typeof caller>;
  beforeAll(() => {
    call = caller(suite.server, () => suite.token);
  });

  const usersWith = async (email: string) =>
    (
      await suite.server.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    ).length;

  it('refuses an email a live user already has, in any case, with 422 Email already exists', async () => {
    const email = uniqueEmail();
    await call('users_add', addBody({ email }));
    const answer = await call('users_add', addBody({ email: email.toUpperCase() }));
    expect(answer).toEqual({
      status: 422,
      body: { message: 'Email already exists', errors: { email: 'Email already exists' } },
    });
    expect(await usersWith(email)).toBe(1);
  });

  it('gives one user, and a 422 to the other, when two adds of one email arrive at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([
      call('users_add', addBody({ email })),
      call('users_add', addBody({ email })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.message).toBe('Email already exists');
    expect(await usersWith(email)).toBe(1);
  });

  it('frees the email of a deleted user', async () => {
    const email = uniqueEmail();
    const { id } = (await call('users_add', addBody({ email }))).body;
    await call(`users_delete/${id}`);
    expect((await call('users_add', addBody({ email }))).status).toBe(200);
  });

  it('answers success true for an email nobody has', async () => {
    expect(await call('email_check', { email: uniqueEmail() })).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it('answers success false for an email a live user has, in any case', async () => {
    const answer = await call('email_check', { email: testAdmin.email.toUpperCase() });
    expect(answer).toEqual({ status: 200, body: { success: false } });
  });

  it('answers success true for the email of the user being edited', async () => {
    const email = uniqueEmail();
    const { id } = (await call('users_add', addBody({ email }))).body;
    expect((await call('email_check', { email, id })).body).toEqual({ success: true });
  });

  it('answers 422 with the form’s message for a missing email', async () => {
    const answer = await call('email_check', {});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: 'Email is required' });
  });

  it('answers 422 with the form’s message for an invalid email', async () => {
    const answer = await call('email_check', { email: 'nobody@' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: 'Invalid email' });
  });

  it('answers 401 to an email check without a token', async () => {
    const response = await fetch(`${suite.server.url}/api/email_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(response.status).toBe(401);
  });
});
