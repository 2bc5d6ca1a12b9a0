// Accounts stay safe: passwords on edit, sessions ended, and no way to lose one's own or the last administration.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema.ts';
import { insertUser, tokenClaims } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';
import { addBody, caller, editBody } from './userApi.ts';

describe.each(databaseKinds)('user accounts on the %s database', (kind) => {
  let server: TestServer;
  let token: string;
  let adminId: number;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.login();
    adminId = tokenClaims(token).sub;
    call = caller(server, () => token);
  });
  afterAll(() => server?.close());

  /** A second administrator, signed in, with the body an edit of them would send. */
  const signedInAdmin = async () => {
    const admin = await insertUser(server.db, { password: 'oldpass1' });
    const adminToken = await server.login(admin.email, admin.password);
    const body = editBody(addBody({ email: admin.email, role_id: 1 }));
    return { ...admin, token: adminToken, body };
  };
  const canStillCall = async (someToken: string) =>
    (await fetch(`${server.url}/api/master_data`, { headers: jsonHeaders(someToken) })).status === 200;
  const liveSessions = async (userId: number) =>
    server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  it('keeps the password when an edit sends the placeholder', async () => {
    const other = await signedInAdmin();
    expect((await call(`users_edit/${other.id}`, other.body)).status).toBe(200);
    expect(await server.loginStatus(other.email, 'oldpass1')).toBe(200);
    expect(await canStillCall(other.token)).toBe(true);
  });

  it('replaces the password with a real new one on edit and ends the user’s sessions', async () => {
    const other = await signedInAdmin();
    const answer = await call(`users_edit/${other.id}`, { ...other.body, password: 'heron-lake-7' });
    expect(answer.status).toBe(200);
    expect(await liveSessions(other.id)).toEqual([]);
    expect(await canStillCall(other.token)).toBe(false);
    expect(await server.loginStatus(other.email, 'oldpass1')).toBe(401);
    expect(await server.loginStatus(other.email, 'heron-lake-7')).toBe(200);
  });

  it('refuses a new password on one’s own record, which needs the current one, and keeps the session', async () => {
    const own = editBody(addBody({ email: testAdmin.email, role_id: 1 }));
    expect(await call(`users_edit/${adminId}`, { ...own, password: 'heron-lake-7' })).toEqual({
      status: 403,
      body: { message: 'Change your own password on the Setting page, with your current password.' },
    });
    expect(await server.loginStatus(testAdmin.email, 'heron-lake-7')).toBe(401);
    expect(await server.loginStatus(testAdmin.email, testAdmin.password)).toBe(200);
    expect(await canStillCall(token)).toBe(true);
    // The edit form sends the placeholder for the password it does not show: one's own edit still saves.
    expect((await call(`users_edit/${adminId}`, own)).status).toBe(200);
  });

  it('refuses a new password shorter than 6 characters on edit', async () => {
    const other = await signedInAdmin();
    const answer = await call(`users_edit/${other.id}`, { ...other.body, password: 'abc' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
    expect(await server.loginStatus(other.email, 'oldpass1')).toBe(200);
  });

  it('keeps the stored name when an edit sends the placeholder name', async () => {
    const body = addBody({ name: 'Real Name' });
    const { id } = (await call('users_add', body)).body;
    await call(`users_edit/${id}`, editBody(body, { name: 'Unnamed user' }));
    expect((await call(`get_user/${id}`)).body[0].name).toBe('Real Name');
  });

  it('ends the sessions of a deleted user', async () => {
    const other = await signedInAdmin();
    expect((await call(`users_delete/${other.id}`)).status).toBe(200);
    expect(await liveSessions(other.id)).toEqual([]);
    expect(await canStillCall(other.token)).toBe(false);
  });

  it('refuses to delete one’s own account, with a clear message', async () => {
    const answer = await call(`users_delete/${adminId}`);
    expect(answer).toEqual({ status: 409, body: { message: 'You cannot delete your own account.' } });
    expect(await canStillCall(token)).toBe(true);
  });

  it('refuses to take the administrator role from one’s own account, with a clear message', async () => {
    const own = editBody(addBody({ email: testAdmin.email, role_id: 5 }));
    expect(await call(`users_edit/${adminId}`, own)).toEqual({
      status: 409,
      body: { message: 'You cannot take the administrator role away from your own account.' },
    });
    const [row] = await server.db.select({ role_id: users.role_id }).from(users).where(eq(users.id, adminId));
    expect(row.role_id).toBe(1);
  });

  it('lets an administrator demote another administrator', async () => {
    const other = await signedInAdmin();
    expect((await call(`users_edit/${other.id}`, { ...other.body, role_id: 5 })).status).toBe(200);
    // Now a District Coordinator: the users are no longer theirs to see, from the next request.
    const users = await fetch(`${server.url}/api/users`, { headers: jsonHeaders(other.token) });
    expect(users.status).toBe(403);
  });
});
