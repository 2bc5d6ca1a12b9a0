// POST /api/refresh: a new access token for a genuine token of a live session, even an expired one; else 401.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserSessions } from '../../../server/auth/sessions.ts';
import { signAccessToken } from '../../../server/auth/tokens.ts';
import { sessions, users } from '../../../server/db/schema.ts';
import { insertUser, tokenClaims } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('POST /api/refresh on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const refresh = (token: string) =>
    fetch(`${server.url}/api/refresh`, { method: 'POST', headers: jsonHeaders(token) });
  const masterData = (token: string) =>
    fetch(`${server.url}/api/master_data`, { headers: jsonHeaders(token) });

  /** A fresh user's token, as login issued it. */
  async function signedIn() {
    const user = await insertUser(server.db);
    const token = await server.login(user.email, user.password);
    return { user, token, ...tokenClaims(token) };
  }

  it('answers an access token that the API accepts', async () => {
    const { token } = await signedIn();
    const response = await refresh(token);
    expect(response.status).toBe(200);
    const { access_token } = await response.json();
    expect((await masterData(access_token)).status).toBe(200);
  });

  it('accepts an expired token whose session is still live', async () => {
    const { sid, sub } = await signedIn();
    // Expired five minutes ago: within ACCESS_TOKEN_MINUTES (15) of its expiry, so still refreshable.
    const twentyMinutesAgo = new Date(Date.now() - 20 * 60_000);
    const expired = await signAccessToken({ sub, sid, role: 1, gen: 0 }, server.config.tokenSecret, 15, {
      now: twentyMinutesAgo,
    });
    expect((await masterData(expired)).status).toBe(401);
    const response = await refresh(expired);
    expect(response.status).toBe(200);
    expect((await masterData((await response.json()).access_token)).status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const { sid, sub } = await signedIn();
    const forged = await signAccessToken({ sub, sid, role: 1, gen: 0 }, crypto.randomBytes(32), 15);
    const response = await refresh(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
  });

  it('refuses a token whose session has passed its absolute end', async () => {
    const { token, sid } = await signedIn();
    await server.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, sid));
    expect((await refresh(token)).status).toBe(401);
  });

  it('stops both the token and its refresh at once when the user sessions are ended', async () => {
    const { token, user } = await signedIn();
    await endUserSessions(server.db, user.id);
    expect((await masterData(token)).status).toBe(401);
    expect((await refresh(token)).status).toBe(401);
  });

  it('refuses a token of a user who has been deleted', async () => {
    const { token, user } = await signedIn();
    await server.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    expect((await refresh(token)).status).toBe(401);
  });

  it('refuses a call without a token', async () => {
    const response = await fetch(`${server.url}/api/refresh`, { method: 'POST' });
    expect(response.status).toBe(401);
  });
});
