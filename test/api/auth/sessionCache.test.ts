// The gate believes a live session for a moment: this server's own logouts end access at once, another's soon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { createSessionCache } from '../../../server/auth/sessionCache.ts';
import { sessionsChanged } from '../../../server/auth/sessionChanges.ts';
import { insertUser, tokenClaims } from '../factories.ts';
import { jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

describe('the session cache', () => {
  let server: TestServer;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherUrl: string;
  const ttlMs = 300;
  beforeAll(async () => {
    server = await startTestServer('embedded', { sessionCacheMs: 2000 });
    // A second server on the same database, as behind a load balancer.
    other = await buildApp({
      db: server.db,
      config: { ...server.config, sessionCacheMs: ttlMs },
      logger: false,
    });
    otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const read = async (base: string, token: string) =>
    (await fetch(`${base}/api/projects`, { headers: jsonHeaders(token) })).status;
  const signedIn = async () => {
    const user = await insertUser(server.db);
    return server.login(user.email, user.password);
  };

  it('answers from memory within its time and asks the database again after it, or after a change here', async () => {
    let clock = 0;
    const cache = createSessionCache(server.db, 1000, () => clock);
    const { sid, sub } = tokenClaims(await signedIn());
    expect((await cache.find(sid, sub)).cached).toBe(false);
    expect((await cache.find(sid, sub)).cached).toBe(true);
    clock += 1000;
    expect((await cache.find(sid, sub)).cached).toBe(false);
    sessionsChanged(server.db);
    expect((await cache.find(sid, sub)).cached).toBe(false);
    expect((await cache.find(sid + 'x', sub)).session).toBeNull();
  });

  it('ends access at once on the server that logged out, though it keeps sessions for 2 s', async () => {
    const token = await signedIn();
    expect(await read(server.url, token)).toBe(200);
    await fetch(`${server.url}/api/logout`, { method: 'POST', headers: jsonHeaders(token) });
    expect(await read(server.url, token)).toBe(401);
  });

  it('ends access on another server once its cache time has passed', async () => {
    const token = await signedIn();
    expect(await read(otherUrl, token)).toBe(200);
    // The logout happens on the first server, which is another process in production.
    const { sid } = tokenClaims(token);
    await server.db.execute(`update sessions set revoked_at = now() where id = '${sid}'`);
    // Refused once the other server's cache time has passed (asked again until it is).
    await expect.poll(() => read(otherUrl, token), { timeout: scaled(5_000) }).toBe(401);
  });

  it('accepts on one server a token refreshed on the other at once', async () => {
    const token = await signedIn();
    expect(await read(otherUrl, token)).toBe(200);
    const refreshed = await fetch(`${server.url}/api/refresh`, {
      method: 'POST',
      headers: jsonHeaders(token),
    });
    const { access_token } = await refreshed.json();
    expect(await read(otherUrl, access_token)).toBe(200);
  });
});
