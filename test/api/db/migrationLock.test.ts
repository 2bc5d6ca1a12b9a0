// On PostgreSQL, servers started together apply the migrations one at a time, under an advisory lock.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/connection.ts';
import { MIGRATION_LOCK_KEY } from '../../../server/db/migrationLock.ts';
import { createPostgresDatabase } from '../testServer.ts';

const migrationCount = (
  JSON.parse(fs.readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each applied migration once: the count of migrations recorded, and of distinct ones. */
const appliedMigrations = (db: Database) =>
  rowsOf<{ applied: string; distinct: string }>(
    db,
    sql`select count(*) as applied, count(distinct created_at) as distinct from drizzle.__drizzle_migrations`,
  ).then(([row]) => ({ applied: Number(row.applied), distinct: Number(row.distinct) }));

describe('migrations on a fresh PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeEach(async () => {
    database = await createPostgresDatabase();
  });
  afterEach(() => database.drop());

  it('lets two servers started at once both open it, with the schema applied once', async () => {
    const handles = await Promise.all([
      openDatabase({ url: database.url }),
      openDatabase({ url: database.url }),
    ]);
    try {
      for (const { db } of handles) {
        expect(await appliedMigrations(db)).toEqual({ applied: migrationCount, distinct: migrationCount });
      }
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('waits while another server holds the lock, then migrates', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const opening = openDatabase({ url: database.url });
      // This database's servers waiting for an advisory lock (the tests of other files use other databases).
      const waiting = `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`;
      while ((await holder.query<{ n: number }>(waiting)).rows[0].n === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await holder.query(`select to_regclass('public.users') as users`)).rows[0].users).toBeNull();
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      const handle = await opening;
      expect(await appliedMigrations(handle.db)).toEqual({
        applied: migrationCount,
        distinct: migrationCount,
      });
      await handle.close();
    } finally {
      await holder.end();
    }
  });
});
