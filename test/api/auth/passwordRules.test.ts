// Passwords refused wherever one is set (add, another user's edit, one's own change): a common one, one character
// repeated or a run, or the account's email; the spec's length first. Existing passwords still sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories.ts';
import { databaseKinds, startTestServer, type TestServer } from '../testServer.ts';
import { addBody, caller, editBody } from '../users/userApi.ts';

const TOO_COMMON = 'This password is too common. Please choose another.';
const IS_EMAIL = 'Password must not be the same as the email.';

describe.each(databaseKinds)('password rules on the %s database', (kind) => {
  let server: TestServer;
  let token: string;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.login();
    call = caller(server, () => token);
  });
  afterAll(() => server?.close());

  it.each([
    ['a common password', 'password1', TOO_COMMON],
    ['a common password typed in capitals', 'IloveYou', TOO_COMMON],
    ['one character repeated', 'aaaaaaa', TOO_COMMON],
    ['a run of characters', '9876543', TOO_COMMON],
  ])('refuses %s when a user is added', async (_case, password, message) => {
    const answer = await call('users_add', addBody({ password }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: message });
  });

  it('refuses the new user’s own email as their password, whatever its case', async () => {
    const body = addBody();
    const answer = await call('users_add', { ...body, password: String(body.email).toUpperCase() });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: IS_EMAIL });
  });

  it('still gives the length’s message first for a short password', async () => {
    const answer = await call('users_add', addBody({ password: 'aaa' }));
    expect(answer.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('refuses a common password or the user’s email when an administrator sets another user’s', async () => {
    const added = addBody();
    const { id } = (await call('users_add', added)).body;
    for (const [password, message] of [
      ['qwerty123', TOO_COMMON],
      [String(added.email), IS_EMAIL],
    ]) {
      const answer = await call(`users_edit/${id}`, editBody(added, { password }));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ password: message });
    }
    expect(await server.loginStatus(String(added.email), String(added.password))).toBe(200);
  });

  it('refuses a common password or one’s email as one’s own new password', async () => {
    const user = await insertUser(server.db, { password: 'oldsecret' });
    const ownToken = await server.login(user.email, user.password);
    const own = caller(server, () => ownToken);
    for (const [new_password, message] of [
      ['football', TOO_COMMON],
      [` ${user.email.toUpperCase()}`, IS_EMAIL],
    ]) {
      const answer = await own('change_password', { current_password: 'oldsecret', new_password });
      expect(answer).toEqual({ status: 422, body: { message, errors: { new_password: message } } });
    }
    expect(await server.loginStatus(user.email, 'oldsecret')).toBe(200);
  });

  it('lets an account whose password is now refused still sign in and change it', async () => {
    const user = await insertUser(server.db, { password: 'password1' });
    const ownToken = await server.login(user.email, 'password1');
    const own = caller(server, () => ownToken);
    const answer = await own('change_password', {
      current_password: 'password1',
      new_password: 'kestrel-41',
    });
    expect(answer.status).toBe(200);
  });
});
