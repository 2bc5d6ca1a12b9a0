// GET /api/healthz: public and alike on every spelling of its path, 503 when the database does not answer, backups
// overdue past twice BACKUP_HOURS; the contract's GET /api/health stays the list of health workers, behind the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { backupState } from '../../../server/routes/serverHealth.ts';
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

describe('whether backups are overdue', () => {
  const since = new Date('2030-01-01T00:00:00Z');
  const hoursAfter = (from: Date, hours: number) => new Date(from.getTime() + hours * 60 * 60 * 1000);

  it('is not told where no backup job runs (PostgreSQL)', () => {
    expect(backupState({ lastBackup: null }, 24, hoursAfter(since, 1000))).toBeUndefined();
  });

  it('counts from the newest backup, overdue past twice BACKUP_HOURS', () => {
    const lastBackup = hoursAfter(since, 100);
    expect(backupState({ lastBackup, since }, 24, hoursAfter(lastBackup, 48))).toBe('ok');
    expect(backupState({ lastBackup, since }, 24, hoursAfter(lastBackup, 48.01))).toBe('overdue');
    expect(backupState({ lastBackup, since }, 6, hoursAfter(lastBackup, 13))).toBe('overdue');
  });

  it('counts from the backup job’s start while there is no backup yet', () => {
    expect(backupState({ lastBackup: null, since }, 24, hoursAfter(since, 47))).toBe('ok');
    expect(backupState({ lastBackup: null, since }, 24, hoursAfter(since, 49))).toBe('overdue');
  });
});
