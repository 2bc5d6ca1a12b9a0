// The restore bin: deleted records of every resource (or one) that the caller may restore, newest delete first,
// with who deleted them.
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { mayDo, type Area } from '../../../resources/access.ts';
import { recordNameColumn, resources, type BinRow } from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import type { Database } from '../../db/connection.ts';
import { auditLog, users } from '../../db/schema.ts';
import { tableOf } from '../../db/tables.ts';

/** The resource's deleted records within the area's delete scope (restoring is the delete right's). */
const deletedOf = (db: Database, resource: (typeof resources)[number], area: Area) => {
  const table = tableOf(resource.table);
  const column = recordNameColumn(resource);
  return db
    .select({
      resource: sql<string>`${resource.name}::text`.as('resource'),
      record_id: table.id,
      record_name: (column ? sql<string | null>`${table[column]}::text` : sql<null>`null::text`).as(
        'record_name',
      ),
      deleted_at: table.deleted_at,
      erased: sql<boolean>`${table.erased_at} is not null`.as('erased'),
    })
    .from(table)
    .where(and(isNotNull(table.deleted_at), scopeWhere(area, resource.name, table, 'delete')));
};

/** Who deleted each record last, by `resource/id`. */
async function deleters(db: Database, rows: { resource: string; record_id: number }[]) {
  const found = rows.length
    ? await db
        .select({
          resource: auditLog.resource,
          record_id: auditLog.record_id,
          name: users.name,
          email: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.user_id))
        .where(
          and(
            eq(auditLog.action, 'delete'),
            inArray(
              auditLog.record_id,
              rows.map((row) => row.record_id),
            ),
          ),
        )
        .orderBy(auditLog.id)
    : [];
  const by = new Map<string, BinRow['deleted_by']>();
  for (const row of found)
    by.set(
      `${row.resource}/${row.record_id}`,
      row.email === null ? null : { name: row.name ?? '', email: row.email },
    );
  return by;
}

/** Rows `start` to `end` of the bin the area may restore from, and how many records that holds. */
export async function binPage(
  db: Database,
  area: Area,
  resourceName: string | undefined,
  start: number,
  end: number,
) {
  const [first, ...rest] = resources
    .filter((r) => (!resourceName || r.name === resourceName) && mayDo(area, r.name, 'delete'))
    .map((r) => deletedOf(db, r, area));
  if (!first) return { rows: [] as BinRow[], total: 0 };
  const all = rest.length ? unionAll(first, ...(rest as [typeof first])) : first;
  const bin = db.$with('bin').as(all);
  const rows = await db
    .with(bin)
    .select()
    .from(bin)
    .orderBy(desc(bin.deleted_at), bin.resource, desc(bin.record_id))
    .limit(end - start)
    .offset(start);
  const [{ total }] = await db.with(bin).select({ total: count() }).from(bin);
  const by = await deleters(db, rows as { resource: string; record_id: number }[]);
  const page: BinRow[] = rows.map((row) => ({
    ...row,
    record_id: Number(row.record_id),
    deleted_at: new Date(row.deleted_at as Date).toISOString(),
    deleted_by: by.get(`${row.resource}/${row.record_id}`) ?? null,
  }));
  return { rows: page, total: Number(total) };
}
