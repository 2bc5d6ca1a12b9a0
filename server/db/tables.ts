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

/** Throws one error naming every resource folder whose config names a table the schema lacks. */
export function checkResourceTables(registry: readonly { name: string; table: string }[]): void {
  const missing = registry.filter(({ table }) => !tablesByName.has(table));
  if (missing.length)
    throw new Error(
      missing
        .map(
          ({ name, table }) =>
            `resources/${name}/ names the table '${table}', which server/db/schema.ts lacks`,
        )
        .join('\n'),
    );
}

export function tableOf(name: ResourceTableName): ResourceTable {
  const table = tablesByName.get(name);
  if (!table) throw new Error(`No table named ${name} in the schema`);
  return table;
}
