// The audit rows a user may see: those of the records they may read now, deleted ones included, of every resource.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { mayDo, type Area } from '../../../resources/access.ts';
import { resources } from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import type { Database } from '../../db/connection.ts';
import { auditLog } from '../../db/schema.ts';
import { tableOf } from '../../db/tables.ts';

/**
 * The audit rows of the records the area may read, as a WHERE condition on audit_log (undefined for the
 * administrators: every row). A resource the role may not read gives none; a record read by id in its table
 * through the scope filter, live or deleted (deleted records have history too).
 * @example readAuditRows(db, { readable: readableAudit(db, user.area) })
 */
export function readableAudit(db: Pick<Database, 'select'>, area: Area): SQL | undefined {
  if (area.administrator) return undefined;
  const parts = resources
    .filter((resource) => mayDo(area, resource.name, 'read'))
    .map((resource) => {
      const table = tableOf(resource.table);
      const readable = db
        .select({ id: table.id })
        .from(table)
        .where(scopeWhere(area, resource.name, table, 'read'));
      return and(eq(auditLog.resource, resource.name), inArray(auditLog.record_id, readable)) as SQL;
    });
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}
