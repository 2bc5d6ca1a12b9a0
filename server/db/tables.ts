// The table behind each resource config's `table` name, found in the schema itself: no list to keep beside it.
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgTableWithColumns, type TableConfig } from 'drizzle-orm/pg-core';
import type { ResourceTableName } from '../../resources/types.ts';
import * as schema from './schema.ts';

/** A resource table: an `id` key plus the tracked columns (created/updated/deleted). */
export type ResourceTable = PgTableWithColumns<TableConfig>;

const tablesByName = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table as unknown as ResourceTable]),
);

export function tableOf(name: ResourceTableName): ResourceTable {
  const table = tablesByName.get(name);
  if (!table) throw new Error(`No table named ${name} in the schema`);
  return table;
}
