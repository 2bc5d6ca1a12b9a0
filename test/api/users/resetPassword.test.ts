// Resetting a user's password to a one-time one: shown once, changed at the next sign-in, every old session
// ended, audited without the password; an administrator for anyone else, a State Coordinator for their
// coordinators only (both databases).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema.ts';
import { homeCoordinators, insertAreaUser, places } from '../access/areaUsers.ts';
import { insertUser, tokenClaims, type TestUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';
import { caller } from './userApi.ts';

const OWN_RESET = 'You cannot reset your own password: change it on the Setting page.';

describe.each(databaseKinds)("resetting a user's password on the %s database", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let asAdmin: ReturnType<typeof caller>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = await server.login();
    asAdmin = caller(server, () => adminToken);
  });
  afterAll(() => server?.close());

  const reset = (token: string, id: number | string) =>
    fetch(`${server.url}/api/users_reset_password/${id}`, { method: 'POST', headers: jsonHeaders(token) });
  const rowOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
  const signIn = async (user: TestUser, password = user.password) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: user.email, password }),
    });

  it('answers a one-time password once, refuses the old one and asks for a change at the next sign-in', async () => {
    const user = await insertAreaUser(server.db, homeCoordinators.district);
    const answer = await reset(adminToken, user.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { message, password } = (await answer.json()) as { message: string; password: string };
    expect(message).toMatch(/must be changed at the next sign-in/);
    expect(password).toMatch(/^[a-z2-9]{20}$/);
    expect((await signIn(user)).status).toBe(401);
    const signedIn = await signIn(user, password);
    expect(signedIn.status).toBe(200);
    const { user: profile, token } = (await signedIn.json()) as {
      user: Record<string, unknown>;
      token: string;
    };
    expect(profile.must_change_password).toBe(true);
    // Until the password is changed, only the change is open.
    const profileCall = await fetch(`${server.url}/api/sites`, { headers: jsonHeaders(token) });
    expect(profileCall.status).toBe(403);
  });

  it("ends the user's sessions: a token from before the reset is refused", async () => {
    const user = await insertAreaUser(server.db, homeCoordinators.district);
    const oldToken = await server.login(user.email, user.password);
    expect((await fetch(`${server.url}/api/sites`, { headers: jsonHeaders(oldToken) })).status).toBe(200);
    expect((await reset(adminToken, user.id)).status).toBe(200);
    expect((await fetch(`${server.url}/api/sites`, { headers: jsonHeaders(oldToken) })).status).toBe(401);
  });

  it('audits the reset by who did it, without the password, and the history says so', async () => {
    const user = await insertAreaUser(server.db, homeCoordinators.block);
    const { password } = (await (await reset(adminToken, user.id)).json()) as { password: string };
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, user.id), eq(auditLog.resource, 'user')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'reset_password',
      user_id: tokenClaims(adminToken).sub,
      changes: { password: 'reset' },
    });
    expect(JSON.stringify(entries[0])).not.toContain(password);
    expect(JSON.stringify(entries[0])).not.toContain((await rowOf(user.id)).password_hash);
    const history = await asAdmin(`history/user/${user.id}`);
    expect(history.body[0]).toMatchObject({ action: 'Edited', changes: [{ label: 'Password reset' }] });
  });

  it('resets another administrator, but not their own password (403, nothing written)', async () => {
    const other = await insertUser(server.db);
    expect((await reset(adminToken, other.id)).status).toBe(200);
    const ownId = tokenClaims(adminToken).sub;
    const before = await rowOf(ownId);
    const own = await reset(adminToken, ownId);
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toBe(OWN_RESET);
    expect(await rowOf(ownId)).toEqual(before);
  });

  it('answers 404 for no such user and a deleted one', async () => {
    expect((await reset(adminToken, 999_999)).status).toBe(404);
    expect((await reset(adminToken, 'x1')).status).toBe(404);
    const gone = await insertAreaUser(server.db, homeCoordinators.district);
    await server.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, gone.id));
    expect((await reset(adminToken, gone.id)).status).toBe(404);
  });

  describe('by a State Coordinator', () => {
    let coordinator: TestUser;
    let token: string;
    beforeAll(async () => {
      coordinator = await insertAreaUser(server.db, homeCoordinators.state);
      token = await server.login(coordinator.email, coordinator.password);
    });

    it('resets a District Coordinator of their state', async () => {
      const user = await insertAreaUser(server.db, homeCoordinators.district);
      const answer = await reset(token, user.id);
      expect(answer.status).toBe(200);
      const { password } = (await answer.json()) as { password: string };
      expect((await signIn(user, password)).status).toBe(200);
      expect(await rowOf(user.id)).toMatchObject({ must_change_password: true, updated_by: coordinator.id });
    });

    it.each([
      ['an administrator', { role_id: 1 }, 404],
      [
        'a District Coordinator of another state',
        { role_id: 5, state_id: places.otherState.state_id, district_id: [places.otherState.district_id] },
        404,
      ],
      ['another State Coordinator of their state', homeCoordinators.state, 404],
    ])('cannot reset %s (%i), leaving the row as it was', async (_name, fields, status) => {
      const user = await insertAreaUser(server.db, fields);
      const before = await rowOf(user.id);
      expect((await reset(token, user.id)).status).toBe(status);
      expect(await rowOf(user.id)).toEqual(before);
      expect((await signIn(user)).status).toBe(200);
    });

    it('cannot reset their own password (403 with the way to change it)', async () => {
      const before = await rowOf(coordinator.id);
      const answer = await reset(token, coordinator.id);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe(OWN_RESET);
      expect(await rowOf(coordinator.id)).toEqual(before);
    });
  });

  it('is refused to a District Coordinator (403), who manages no users', async () => {
    const districtCoordinator = await insertAreaUser(server.db, homeCoordinators.district);
    const token = await server.login(districtCoordinator.email, districtCoordinator.password);
    const user = await insertAreaUser(server.db, homeCoordinators.block);
    const before = await rowOf(user.id);
    expect((await reset(token, user.id)).status).toBe(403);
    expect(await rowOf(user.id)).toEqual(before);
  });
});
