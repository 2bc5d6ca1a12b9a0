// Erases one record in one transaction: personal columns emptied, audit values struck, photos removed,
// erased_at set, and the erasure logged before it commits.
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { auditLog } from '../db/schema.ts';
import { removePhotos } from '../routes/photos/photoStore.ts';
import { redactedChanges, valuesIn, type AuditRow } from './auditRedaction.ts';
import type { Erasure } from './erasureLog.ts';
import type { PersonalData } from './personalData.ts';

/** A deleted, not yet erased row whose delete is older than the cutoff. */
export function dueForErasure({ table }: PersonalData, cutoff: Date): SQL {
  return and(lt(table.deleted_at, cutoff), isNull(table.erased_at)) as SQL;
}

/** A record not erased yet, created at `createdAt` (to the millisecond): a logged erasure's record, and no other. */
export function erasedBefore({ table }: PersonalData, createdAt: string): SQL {
  const created = sql`date_trunc('milliseconds', ${table.created_at}) = ${createdAt}::timestamptz`;
  return and(isNull(table.erased_at), created) as SQL;
}

/**
 * Erases the record when it is still `due` and no other server holds it (`skip locked`), with the photos it held
 * and its audit trail mentions; false when it was skipped. `logErasure` hears of it before it commits: a logged
 * erasure that did not commit names a record that was due anyway. A record erased again after a restore that
 * brought it back live is deleted too.
 */
export async function eraseRecord(
  db: Database,
  data: PersonalData,
  id: number,
  due: SQL,
  now: Date,
  logErasure: (erasure: Erasure) => Promise<void> = async () => {},
): Promise<boolean> {
  const { table, resource, emptied, photoColumns } = data;
  const photoFields = Object.fromEntries(photoColumns.map((name) => [name, table[name] as PgColumn]));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id, createdAt: table.created_at, ...photoFields })
      .from(table)
      .where(and(eq(table.id, id), due))
      .for('update', { skipLocked: true });
    if (!row) return false;
    const trail = await tx
      .select({ id: auditLog.id, action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.resource, resource.name), eq(auditLog.record_id, id)));
    const columns = Object.keys(emptied);
    const photos = photoColumns.map((name) => (row as Record<string, unknown>)[name]);
    for (const entry of trail as (AuditRow & { id: number })[]) {
      photos.push(...valuesIn(entry, photoColumns));
      const changes = redactedChanges(entry, columns);
      if (changes) await tx.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id));
    }
    await tx
      .update(table)
      .set({
        ...emptied,
        erased_at: now,
        deleted_at: sql`coalesce(${table.deleted_at}, ${now.toISOString()}::timestamptz)`,
        version: sql`${table.version} + 1`,
      })
      .where(eq(table.id, id));
    await removePhotos(
      tx,
      [...new Set(photos)].filter((name) => typeof name === 'string'),
    );
    const createdAt = (row.createdAt as Date).toISOString();
    await logErasure({ resource: resource.name, id, createdAt, erasedAt: now.toISOString() });
    return true;
  });
}
