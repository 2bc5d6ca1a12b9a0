// A record other live records name (a site its drivers, a program its users) is not deleted: 409 with what names
// it, counted as the caller may read it (resources/uses.ts). Runs in the delete's transaction, the record locked.
import { and, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Area } from '../../../resources/access.ts';
import {
  resources,
  usedByMessage,
  usesOf,
  type ResourceConfig,
  type UseCount,
} from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import type { Transaction } from '../../db/connection.ts';
import { tableOf } from '../../db/tables.ts';
import { HttpError } from '../../http/httpError.ts';

/**
 * Refuses (409) to delete `target`'s record `id` while a live record names it; the message counts what names it.
 * @example await refuseIfUsed(tx, site, 7, user.area) // 409 'Used by 2 drivers and 1 health worker.'
 */
export async function refuseIfUsed(tx: Transaction, target: ResourceConfig, id: number, area: Area) {
  const counts: UseCount[] = [];
  for (const { resource, field } of usesOf(target, resources)) {
    const table = tableOf(resource.table);
    const column = (getTableColumns(table) as Record<string, PgColumn>)[field.name];
    const names = column.dataType === 'array' ? sql`${id} = any(${column})` : sql`${column} = ${id}`;
    const readable = scopeWhere(area, resource.name, table, 'read') ?? sql`true`;
    const [row] = await tx
      .select({ all: sql<number>`count(*)`, readable: sql<number>`count(*) filter (where ${readable})` })
      .from(table)
      .where(and(names, isNull(table.deleted_at)));
    counts.push({ resource, all: Number(row.all), readable: Number(row.readable) });
  }
  const message = usedByMessage(counts);
  if (message) throw new HttpError(409, message);
}
