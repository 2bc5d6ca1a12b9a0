// A restored database erased again: each logged erasure (erasureLog.ts) whose record the backup brings back,
// live or deleted but not yet erased, is erased as it was, then the tables are rewritten without the values.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { erasable } from './eraseExpired.ts';
import { erasedBefore, eraseRecord } from './eraseRecord.ts';
import type { Erasure } from './erasureLog.ts';
import { reclaimErased } from './reclaimErased.ts';

/** Answers how many records were erased again; a resource no longer known is passed over. */
export async function eraseAgain(db: Database, erasures: Erasure[]): Promise<number> {
  const byResource = new Map(erasable.map((data) => [data.resource.name, data]));
  const touched: PgTable[] = [];
  for (const { resource, id, createdAt, erasedAt } of erasures) {
    const data = byResource.get(resource);
    if (data && (await eraseRecord(db, data, id, erasedBefore(data, createdAt), new Date(erasedAt)))) {
      touched.push(data.table);
    }
  }
  if (touched.length) await reclaimErased(db, touched);
  return touched.length;
}
