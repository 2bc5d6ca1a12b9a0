// GET /api/healthz: public and alike on every spelling of its path, 503 when the database does not answer; the
// contract's GET /api/health stays the list of health workers, behind the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import {
  databaseKinds,
  openMemoryDatabase,
  startTestServer,
  testConfig,
  type TestServer,
} from '../testServer.ts';

describe.each(databaseKinds)('the health check on the %s database', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers 200 without a token on every spelling of its path, naming nothing but its state', async () => {
    for (const spelling of ['/api/healthz', '/%61pi/healthz', '/api/%68ealthz', '/api/healthz?probe=1']) {
      const answer = await fetch(`${server.url}${spelling}`);
      expect(answer.status, spelling).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ status: 'ok', database: 'ok', lastBackup: null });
    }
  });

  it('leaves GET /api/health to the health workers list, which needs a token', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(401);
    const token = await server.login();
    const list = await fetch(`${server.url}/api/health`, { headers: { authorization: `Bearer ${token}` } });
    expect(Array.isArray(await list.json())).toBe(true);
  });
});

describe('the health check of a server whose database is gone', () => {
  it('answers 503 with the database unavailable', async () => {
    const database = await openMemoryDatabase();
    const app = await buildApp({ db: database.db, config: testConfig(), logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await database.close();
      const answer = await fetch(`${url}/api/healthz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        status: 'unavailable',
        database: 'unavailable',
        lastBackup: null,
      });
    } finally {
      await app.close();
    }
  });
});
