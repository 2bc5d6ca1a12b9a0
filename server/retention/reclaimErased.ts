// After erasures, the erased values' old row versions are reclaimed: an UPDATE leaves the old version in the
// table's file (and its indexes') until a vacuum, and the write-ahead log keeps what it logged until its segment
// is removed. Measured on both databases: docs/decisions/018-physical-erasure.md.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { auditLog, photos } from '../db/schema.ts';

/**
 * Rewrites each table that held erased values (VACUUM FULL: a plain VACUUM frees a dead version's space but
 * leaves its bytes in the page until written over), the audit trail and the photos included; then writes every
 * page out (CHECKPOINT, which also removes the old files), switches to a new log segment and checks it in again,
 * so that no segment holding the old versions stays. The planner's statistics (pg_statistic) keep values sampled
 * from each column, so the tables are analysed again first and the statistics rewritten too. PostgreSQL may refuse
 * the catalog and the last steps to a role that is not allowed them: `refused` hears why, and its log is the
 * operator's (docs/operations.md, Backups).
 */
export async function reclaimErased(
  db: Database,
  tables: PgTable[],
  refused: (step: string, error: Error) => void = () => {},
): Promise<void> {
  const rewritten = [...new Set([...tables, auditLog, photos])];
  for (const table of rewritten) await db.execute(sql`analyze ${table}`);
  // Twice, a second apart: a session that ended just before the first pass (a pg_dump's backend still exiting) may
  // still have held back what that pass could remove, unseen by the activity view; the second finds it dead.
  for (const pause of [0, 1000]) {
    await sleep(pause);
    await olderSnapshotsEnded(db);
    for (const table of rewritten) await db.execute(sql`vacuum full ${table}`);
  }
  for (const step of ['vacuum full pg_statistic', 'checkpoint', 'select pg_switch_wal()', 'checkpoint']) {
    try {
      await db.execute(sql.raw(step));
    } catch (error) {
      refused(step, error as Error);
      return;
    }
  }
}

/**
 * Waits, at most `maxWaitMs`, until no other session of this database holds a snapshot taken before the erasures
 * committed (an open transaction, an autovacuum worker's ANALYZE): to such a snapshot the old row versions are not
 * yet dead, and VACUUM FULL copies them into the new files. The embedded database has no other session.
 */
export async function olderSnapshotsEnded(db: Database, maxWaitMs = 60_000): Promise<void> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    const [{ now }] = await rowsOf<{ now: string }>(sql`select (txid_current() % 4294967296)::text as now`);
    for (const deadline = Date.now() + maxWaitMs; Date.now() < deadline; await sleep(200)) {
      const [{ older }] = await rowsOf<{ older: number }>(sql`
        select count(*)::int as older from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null
          and age(backend_xmin) > age(${now}::xid)`);
      if (older === 0) return;
    }
  } catch {
    // No activity view to read (the embedded database's single session): nothing to wait for.
  }
}
