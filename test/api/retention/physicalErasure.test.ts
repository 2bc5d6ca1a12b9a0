// Erasure that reaches the disk: after the retention job, a marked person's values are in no file of the
// embedded database's data directory, in no backup taken after, and an older backup restored brings them back
// erased; on PostgreSQL, in neither a pg_dump nor the database's table files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restoreBackup } from '../../../server/backup/restoreBackup.ts';
import { takeBackup } from '../../../server/backup/takeBackup.ts';
import type { Database } from '../../../server/db/connection.ts';
import { drivers } from '../../../server/db/schema.ts';
import { eraseExpiredRecords } from '../../../server/retention/eraseExpired.ts';
import { erasureLogOf, readErasures } from '../../../server/retention/erasureLog.ts';
import { startDataDirServer, type DataDirServer } from '../backup/dataDirServer.ts';
import { formOf, startFieldOpsServer, validFieldWorker, validSite } from '../fieldOps/fieldOpsServer.ts';
import { backupHolds, dumpHolds, filesHolding } from './markerScan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Letters no other record holds: its name, its spouse's and its village carry it. */
const marker = 'Vexmarqzyl';
const markedPerson = (siteId: number, mobile = '9123400001') =>
  validFieldWorker('driver_name', siteId, {
    driver_name: `${marker} Devi`,
    spouse_parent_name: `${marker} Lal`,
    city_village: `${marker}pur`,
    mobile_no: mobile,
  });

/** The retention run 46 days after now, when the record deleted now is due. */
const eraseDue = (db: Database, erasureLog?: string) =>
  eraseExpiredRecords(
    { db, config: { retentionDays: 45 }, log: { info: vi.fn(), error: vi.fn() }, erasureLog },
    new Date(Date.now() + 46 * DAY_MS),
  );

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('erasure on the embedded database, its files and its backups', () => {
  const dataDir = tempDir('outreach-erasure-');
  const backupDir = tempDir('outreach-erasure-backups-');
  let server: DataDirServer;
  let driverId = 0;
  let backupBeforeDelete = '';
  const backUp = async () =>
    (
      await takeBackup(
        { dumpDatabase: server.database.dumpDatabase!, dataDir },
        { backupDir, keep: 14, maxAgeDays: 45 },
        'manual',
      )
    ).file;

  beforeAll(async () => {
    server = await startDataDirServer(dataDir);
    const site = await (await server.call('sites_add', validSite())).json();
    const added = await server.call('drivers_add', formOf(markedPerson(site.id)));
    driverId = (await added.json()).id;
    const edited = await server.call(`drivers_edit/${driverId}`, formOf(markedPerson(site.id, '9123400002')));
    expect(edited.status).toBe(200);
    backupBeforeDelete = await backUp();
    expect((await server.call(`driver_delete/${driverId}`)).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('holds the marker on disk before the erasure (the scan finds what is there)', () => {
    expect(filesHolding(dataDir, marker)).not.toEqual([]);
    expect(backupHolds(backupBeforeDelete, marker)).toBe(true);
  });

  it('leaves the marker in no file of the data directory and in no backup taken after the erasure', async () => {
    expect(await eraseDue(server.database.db, erasureLogOf(dataDir))).toEqual({ erased: 1, failed: 0 });
    const backupAfter = await backUp();
    await server.close();
    expect(filesHolding(dataDir, marker)).toEqual([]);
    expect(backupHolds(backupAfter, marker)).toBe(false);
    expect(await readErasures(erasureLogOf(dataDir))).toEqual([
      { resource: 'driver', id: driverId, createdAt: expect.any(String), erasedAt: expect.any(String) },
    ]);
  });

  it('restores a backup taken before the delete with the person erased again, in its files too', async () => {
    expect(await restoreBackup(backupBeforeDelete, dataDir)).toEqual({ erasedAgain: 1 });
    expect(filesHolding(dataDir, marker)).toEqual([]);
    server = await startDataDirServer(dataDir);
    const [row] = await server.database.db.select().from(drivers).where(eq(drivers.id, driverId));
    expect(row).toMatchObject({ driver_name: '', spouse_parent_name: '', city_village: '', mobile_no: null });
    expect(row.erased_at).not.toBeNull();
    expect(row.deleted_at).not.toBeNull();
    const list = await (await server.call('drivers')).json();
    expect(list.map((driver: { id: number }) => driver.id)).not.toContain(driverId);
  });
});

describe('erasure on PostgreSQL, in pg_dump and the table files', () => {
  let server: Awaited<ReturnType<typeof startFieldOpsServer>>;
  let url = '';
  /** The database's own folder of table and index files, read as the tests' user (root here and in CI). */
  const tableFiles = async () => {
    const { rows } = (await server.db.execute(
      sql`select current_setting('data_directory') as dir, oid from pg_database where datname = current_database()`,
    )) as unknown as { rows: { dir: string; oid: number }[] };
    await server.db.execute(sql`checkpoint`);
    const folder = path.join(rows[0].dir, 'base', String(rows[0].oid));
    fs.accessSync(folder, fs.constants.R_OK);
    return folder;
  };

  beforeAll(async () => {
    server = await startFieldOpsServer('postgres');
    url = String(server.config.databaseUrl);
    const site = (await server.call('sites_add', validSite())).body;
    const added = await server.send('drivers_add', markedPerson(site.id as number));
    const id = added.body.id as number;
    expect(
      (await server.send(`drivers_edit/${id}`, markedPerson(site.id as number, '9123400002'))).status,
    ).toBe(200);
    expect((await server.call(`driver_delete/${id}`)).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('holds the marker in pg_dump and the table files before the erasure', async () => {
    expect(dumpHolds(url, marker)).toBe(true);
    expect(filesHolding(await tableFiles(), marker)).not.toEqual([]);
  });

  it('leaves the marker in neither pg_dump nor any table or index file after the erasure', async () => {
    expect(await eraseDue(server.db)).toEqual({ erased: 1, failed: 0 });
    expect(dumpHolds(url, marker)).toBe(false);
    expect(filesHolding(await tableFiles(), marker)).toEqual([]);
  });
});

/**
 * Resolves once another session of the database has asked for the sessions holding older snapshots (the erasure's
 * wait before it rewrites, server/retention/reclaimErased.ts); asked on a connection of its own, every 20 ms.
 */
async function untilASessionWaitsForOlderSnapshots(url: string): Promise<void> {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    const asked = `select count(*)::int as n from pg_stat_activity where datname = current_database()
      and pid <> pg_backend_pid() and query like '%age(backend_xmin)%'`;
    while ((await watcher.query<{ n: number }>(asked)).rows[0].n === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    await watcher.end();
  }
}

describe('erasure on PostgreSQL while another session holds an older snapshot', () => {
  let server: Awaited<ReturnType<typeof startFieldOpsServer>>;

  beforeAll(async () => {
    server = await startFieldOpsServer('postgres');
    const site = (await server.call('sites_add', validSite())).body;
    const added = await server.send('drivers_add', markedPerson(site.id as number));
    expect((await server.call(`driver_delete/${added.body.id as number}`)).status).toBe(200);
  });
  afterAll(() => server?.close());

  it('waits for that snapshot to end before rewriting, so the old versions are not copied as still visible', async () => {
    // A reader's repeatable-read snapshot, taken before the erasure (as an autovacuum ANALYZE or a slow list holds
    // one): to it the erased values are still live. It ends a second after the erasure has begun.
    const reader = new pg.Client({ connectionString: String(server.config.databaseUrl) });
    await reader.connect();
    await reader.query('begin isolation level repeatable read');
    await reader.query('select 1');
    const erased = eraseDue(server.db);
    await untilASessionWaitsForOlderSnapshots(String(server.config.databaseUrl));
    await reader.query('commit');
    await reader.end();
    expect(await erased).toEqual({ erased: 1, failed: 0 });
    const { rows } = (await server.db.execute(
      sql`select current_setting('data_directory') as dir, oid from pg_database where datname = current_database()`,
    )) as unknown as { rows: { dir: string; oid: number }[] };
    await server.db.execute(sql`checkpoint`);
    expect(filesHolding(path.join(rows[0].dir, 'base', String(rows[0].oid)), marker)).toEqual([]);
  });
});

describe('erasure on PostgreSQL after the planner has sampled the rows', () => {
  let server: Awaited<ReturnType<typeof startFieldOpsServer>>;

  beforeAll(async () => {
    server = await startFieldOpsServer('postgres');
    const site = (await server.call('sites_add', validSite())).body;
    const added = await server.send('drivers_add', markedPerson(site.id as number));
    expect((await server.call(`driver_delete/${added.body.id as number}`)).status).toBe(200);
    // As autovacuum does on its own: the planner's statistics (pg_statistic) keep sampled values of each column.
    await server.db.execute(sql`analyze`);
  });
  afterAll(() => server?.close());

  it('leaves the marker in no statistics and no file', async () => {
    expect(await eraseDue(server.db)).toEqual({ erased: 1, failed: 0 });
    const { rows } = (await server.db.execute(
      sql`select current_setting('data_directory') as dir, oid from pg_database where datname = current_database()`,
    )) as unknown as { rows: { dir: string; oid: number }[] };
    await server.db.execute(sql`checkpoint`);
    expect(filesHolding(path.join(rows[0].dir, 'base', String(rows[0].oid)), marker)).toEqual([]);
  });
});
