// The gate in front of /api: 401 without a live session, 403 for a role the access policy names nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUserWithoutPolicy } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('API access on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers 401 on a protected route without a token', async () => {
    const response = await fetch(`${server.url}/api/master_data`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in.' });
  });

  it('answers 401 on an unknown API path without a token', async () => {
    const response = await fetch(`${server.url}/api/no_such_thing`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('answers 404 JSON on an unknown API path with a valid token', async () => {
    const token = await server.login();
    const response = await fetch(`${server.url}/api/no_such_thing`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 401 for a token that is not a JWT', async () => {
    const response = await fetch(`${server.url}/api/master_data`, { headers: jsonHeaders('not-a-token') });
    expect(response.status).toBe(401);
  });

  it('answers 403 to a signed-in user whose role may not use the application', async () => {
    const visitor = await insertUserWithoutPolicy(server.db);
    const token = await server.login(visitor.email, visitor.password);
    const response = await fetch(`${server.url}/api/master_data`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "You don't have permission to use this application." });
  });
});
