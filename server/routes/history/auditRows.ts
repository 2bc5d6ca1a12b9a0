// Reads audit rows with their author (a deleted user too, as stored), filtered, newest first.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditFilter {
  resource?: string;
  recordId?: number;
  userId?: number;
  /** From this instant on. */
  from?: Date;
  /** Before this instant. */
  before?: Date;
  /** Rows older than this audit id only (the CSV reads in batches). */
  belowId?: number;
  /** The rows the caller may see (auditScope.ts); undefined: every row. */
  readable?: SQL;
}

export interface AuditRow {
  id: number;
  at: Date;
  resource: string;
  record_id: number;
  action: string;
  changes: Record<string, unknown>;
  user_name: string | null;
  user_email: string | null;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.resource === undefined ? undefined : eq(auditLog.resource, filter.resource),
    filter.recordId === undefined ? undefined : eq(auditLog.record_id, filter.recordId),
    filter.userId === undefined ? undefined : eq(auditLog.user_id, filter.userId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.before === undefined ? undefined : lt(auditLog.at, filter.before),
    filter.belowId === undefined ? undefined : lt(auditLog.id, filter.belowId),
    filter.readable,
  );

/** Rows `start` to `end` (exclusive) of the filtered trail, newest first (the id is the order of writing). */
export async function readAuditRows(db: Database, filter: AuditFilter, start = 0, end?: number) {
  const query = db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      resource: auditLog.resource,
      record_id: auditLog.record_id,
      action: auditLog.action,
      changes: auditLog.changes,
      user_name: users.name,
      user_email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.user_id))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.id))
    .offset(start);
  return (await (end === undefined ? query : query.limit(end - start))) as AuditRow[];
}

/** How many rows the filter finds. */
export async function countAuditRows(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filter));
  return Number(row?.total ?? 0);
}
