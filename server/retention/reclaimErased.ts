// After erasures, the erased values' old row versions are reclaimed: an UPDATE leaves the old version in the
// table's file (and its indexes') until a vacuum, and the write-ahead log keeps what it logged until its segment
// is removed. Measured on both databases: docs/decisions/018-physical-erasure.md.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { auditLog, photos } from '../db/schema.ts';

/**
 * Rewrites each table that held erased values (VACUUM FULL: a plain VACUUM frees a dead version's space but
 * leaves its bytes in the page until written over), the audit trail and the photos included; then writes every
 * page out (CHECKPOINT, which also removes the old files), switches to a new log segment and checks it in again,
 * so that no segment holding the old versions stays. PostgreSQL may refuse the last steps to a role that is not
 * allowed them: `refused` hears why, and its log is the operator's (docs/operations.md, Backups).
 */
export async function reclaimErased(
  db: Database,
  tables: PgTable[],
  refused: (step: string, error: Error) => void = () => {},
): Promise<void> {
  for (const table of new Set([...tables, auditLog, photos])) await db.execute(sql`vacuum full ${table}`);
  for (const step of ['checkpoint', 'select pg_switch_wal()', 'checkpoint']) {
    try {
      await db.execute(sql.raw(step));
    } catch (error) {
      refused(step, error as Error);
      return;
    }
  }
}
