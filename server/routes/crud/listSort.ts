// A page's order in SQL, as the client sorts a held list (resources/display.ts sortValueOf): texts ignoring
// case, dates by date, lookups by their names; empty values last both ways; ties by id.
import { asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EMPTY_TEXT, type Display, type ResourceConfig } from '../../../resources/index.ts';
import { displayOf } from '../../db/searchText.ts';
import type { ResourceTable } from '../../db/tables.ts';
import { collectionOf } from './listSearch.ts';

/** Lower case compared code point by code point (as the client's `<` does), whatever the database's collation. */
const caseless = (text: SQL) => sql`lower(${text}) collate "C"`;

/** A lookup's name: the first row in the collection's order, as the client's label index keeps it. */
function lookupName(column: PgColumn, display: Extract<Display, { kind: 'lookup' }>): SQL {
  const { table, order, key, label, held } = collectionOf(display.source);
  // Several districts sort by the first one's name.
  const id = column.columnType === 'PgArray' ? sql`(${column})[1]` : sql`${column}`;
  const value = sql`coalesce(${id}, ${display.fallbackValue ?? null}::int)`;
  const first = sql`order by ${sql.join(order, sql`, `)} limit 1`;
  return caseless(sql`(select ${label} from ${table} where ${held} and ${key} = ${value} ${first})`);
}

function sortKey(column: PgColumn, display: Display): SQL {
  if (display.kind === 'lookup') return lookupName(column, display);
  if (display.kind === 'date' || column.getSQLType() !== 'text') return sql`${column}`;
  return caseless(sql`nullif(nullif(${column}, ''), ${EMPTY_TEXT})`);
}

/**
 * ORDER BY for `field` (id or a sortable column: pageRequest.ts checked it) in `order`.
 * @example sortOrder(project, projects, 'state_id', 'DESC') // [state name desc nulls last, id asc]
 */
export function sortOrder(
  resource: ResourceConfig,
  table: ResourceTable,
  field: string,
  order: 'ASC' | 'DESC',
) {
  const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
  if (field === 'id') return [sql`${table.id} ${direction}`];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (!Object.hasOwn(columns, field)) throw new Error(`${resource.table} has no column ${field} to sort by`);
  const key = sortKey(columns[field], displayOf(resource, field));
  return [sql`${key} ${direction} nulls last`, asc(table.id)];
}
