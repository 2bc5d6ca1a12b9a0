// Sessions that end: logout revokes, refresh rotates, a reused token ends the session, an idle one is refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/tokens.ts';
import { sessions } from '../../../server/db/schema.ts';
import { insertUser, tokenClaims } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('sessions that end, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests change sessions in the database directly, as another server would: no cached lookups.
    server = await startTestServer(kind, { sessionCacheMs: 0 });
  });
  afterAll(() => server?.close());

  const post = (path: string, token: string) =>
    fetch(`${server.url}/api/${path}`, { method: 'POST', headers: jsonHeaders(token) });
  const refresh = async (token: string) => {
    const response = await post('refresh', token);
    return { status: response.status, token: response.ok ? (await response.json()).access_token : undefined };
  };
  const read = async (token: string) =>
    (await fetch(`${server.url}/api/projects`, { headers: jsonHeaders(token) })).status;
  const signedIn = async () => {
    const user = await insertUser(server.db);
    return server.login(user.email, user.password);
  };
  /** Moves the session's last rotation back in time, as if the grace had passed. */
  const rotatedSecondsAgo = (token: string, seconds: number) =>
    server.db
      .update(sessions)
      .set({ rotated_at: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(sessions.id, tokenClaims(token).sid));

  it('logout ends the session: the token neither reads nor refreshes afterwards', async () => {
    const token = await signedIn();
    expect(await read(token)).toBe(200);
    const response = await post('logout', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Signed out.' });
    expect(await read(token)).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  });

  it('logout without a token answers 401', async () => {
    expect((await fetch(`${server.url}/api/logout`, { method: 'POST' })).status).toBe(401);
  });

  it('refresh issues a new token each time', async () => {
    const first = await signedIn();
    const second = await refresh(first);
    const third = await refresh(second.token);
    expect(second.status).toBe(200);
    expect(third.status).toBe(200);
    expect(new Set([first, second.token, third.token]).size).toBe(3);
    expect(await read(third.token)).toBe(200);
  });

  it('the replaced token gets the same new token within the grace (two tabs refreshing at once)', async () => {
    const token = await signedIn();
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.token).toBe(a.token);
    expect((await refresh(token)).token).toBe(a.token);
    expect(await read(a.token)).toBe(200);
  });

  it('a replaced token presented after the grace ends the whole session', async () => {
    const token = await signedIn();
    const fresh = await refresh(token);
    await rotatedSecondsAgo(token, 31);
    expect((await refresh(token)).status).toBe(401);
    expect(await read(fresh.token)).toBe(401);
    expect((await refresh(fresh.token)).status).toBe(401);
  });

  it('a token two rotations old ends the session even within the grace', async () => {
    const token = await signedIn();
    const second = await refresh(token);
    const third = await refresh(second.token);
    expect((await refresh(token)).status).toBe(401);
    expect(await read(third.token)).toBe(401);
  });

  it('the replaced token stops reading once the grace has passed', async () => {
    const token = await signedIn();
    await refresh(token);
    expect(await read(token)).toBe(200);
    await rotatedSecondsAgo(token, 31);
    expect(await read(token)).toBe(401);
  });

  it('refuses a refresh more than ACCESS_TOKEN_MINUTES after the token expired (idle timeout)', async () => {
    const { sid, sub } = tokenClaims(await signedIn());
    const minutes = server.config.accessTokenMinutes;
    const issued = (minutesAgo: number) =>
      signAccessToken({ sub, sid, role: 1, gen: 0 }, server.config.tokenSecret, minutes, {
        now: new Date(Date.now() - minutesAgo * 60_000),
      });
    expect((await refresh(await issued(2 * minutes + 1))).status).toBe(401);
    expect((await refresh(await issued(2 * minutes - 1))).status).toBe(200);
  });
});
