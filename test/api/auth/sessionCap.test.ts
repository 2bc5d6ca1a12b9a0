// At most MAX_SESSIONS_PER_USER live sessions a user: a sign-in beyond it ends that user's oldest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('the sessions cap on the %s database', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { maxSessionsPerUser: 3 });
  });
  afterAll(() => server?.close());

  const canCall = async (token: string) =>
    (await fetch(`${server.url}/api/profile`, { headers: jsonHeaders(token) })).status === 200;

  it('ends the oldest session when a sign-in goes beyond the cap', async () => {
    const user = await insertUser(server.db);
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await server.login(user.email, user.password));
    const alive = await Promise.all(tokens.map(canCall));
    expect(alive).toEqual([false, false, true, true, true]);
  });

  it('leaves every other user’s sessions alone', async () => {
    const other = await insertUser(server.db);
    const othersToken = await server.login(other.email, other.password);
    const user = await insertUser(server.db);
    for (let i = 0; i < 4; i++) await server.login(user.email, user.password);
    expect(await canCall(othersToken)).toBe(true);
  });
});
