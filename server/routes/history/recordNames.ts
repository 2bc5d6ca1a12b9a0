// The names (a list's first text column) of the records some audit rows name, deleted records included.
import { inArray } from 'drizzle-orm';
import { recordNameColumn, resources } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf } from '../../db/tables.ts';

interface Named {
  resource: string;
  record_id: number;
}

/** A finder of each record's name (null when its resource lists no text column or the row is gone). */
export async function recordNames(db: Database, rows: Named[]) {
  const names = new Map<string, string | null>();
  const key = (resource: string, id: number) => `${resource}/${id}`;
  for (const resource of resources) {
    const column = recordNameColumn(resource);
    const ids = [...new Set(rows.filter((row) => row.resource === resource.name).map((r) => r.record_id))];
    if (!column || !ids.length) continue;
    const table = tableOf(resource.table);
    const found = await db
      .select({ id: table.id, name: table[column] })
      .from(table)
      .where(inArray(table.id, ids));
    for (const row of found) names.set(key(resource.name, Number(row.id)), row.name as string | null);
  }
  return (row: Named): string | null => names.get(key(row.resource, row.record_id)) ?? null;
}
