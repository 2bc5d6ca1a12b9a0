// A list's search in SQL, as the client searches a held list (resources/display.ts searchTextOf): contains,
// ignoring case, over the config's search sources; texts as they are, dates as shown and as stored, lookups by
// their master-data names, and '--' finding the cells that show it.
import { and, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  EMPTY_TEXT,
  type Display,
  type MasterDataSource,
  type ResourceConfig,
} from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { columnOf, masterDataCollections } from '../../db/masterDataCollections.ts';
import { columnText, displayOf, searchedTextOf } from '../../db/searchText.ts';
import type { ResourceTable } from '../../db/tables.ts';

type Reader = Pick<Database, 'select' | 'selectDistinctOn'>;
type Lookup = Extract<Display, { kind: 'lookup' }>;

/** `%needle%` for ILIKE, with the needle's own % _ and \ taken literally. */
const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, '\\$&')}%`;

/** A lookup source's collection: its table, key and name columns, and which rows the client holds. */
export function collectionOf(source: MasterDataSource) {
  const { table, live, order } = masterDataCollections[source.collection];
  const column = (key: string) => columnOf(source.collection, key);
  const filters = Object.entries(source.filter ?? {}).map(([key, wanted]) => eq(column(key), wanted));
  return {
    table,
    order,
    key: column(source.valueKey),
    label: column(source.labelKey),
    held: and(live, ...filters),
  };
}

/**
 * The keys whose name contains the needle, as the client names them: a key of several rows (a block code under
 * two districts) by its first row in the collection's order, as resources/masterData.ts labelIndex keeps it.
 * Read first and sent as values, so the planner knows how many rows they match (decision 012).
 */
async function keysNamed(db: Reader, source: MasterDataSource, pattern: string): Promise<number[]> {
  const { table, order, key, label, held } = collectionOf(source);
  if (key.primary) {
    const rows = await db
      .select({ key })
      .from(table)
      .where(and(held, ilike(label, pattern)));
    return rows.map((row) => Number(row.key));
  }
  const firsts = db
    .selectDistinctOn([key], { key, label })
    .from(table)
    .where(held)
    .orderBy(key, ...order);
  const named = firsts.as('firsts');
  const rows = await db.select({ key: named.key }).from(named).where(ilike(named.label, pattern));
  return rows.map((row) => Number(row.key));
}

async function lookupMatch(db: Reader, column: PgColumn, display: Lookup, pattern: string) {
  const keys = (await keysNamed(db, display.source, pattern)).filter(Number.isInteger);
  if (!keys.length) return undefined;
  const list = sql`${`{${keys.join(',')}}`}::int[]`;
  if (column.columnType === 'PgArray') return sql`${column} && ${list}`;
  const named = sql`${column} = any(${list})`;
  // An empty value shows as the fallback's name (a project without a state, SPEC 9).
  const { fallbackValue } = display;
  return fallbackValue !== undefined && keys.includes(fallbackValue) ? or(named, isNull(column)) : named;
}

/** The rows whose cell shows '--': an empty value, or a lookup that names no row the client holds. */
function showsEmpty(column: PgColumn, display: Display): SQL {
  if (display.kind === 'date') return isNull(column);
  if (display.kind !== 'lookup') return sql`(${column} is null or btrim(${columnText(column)}) = '')`;
  const { table, key, held } = collectionOf(display.source);
  const names = (value: SQL) => sql`exists (select 1 from ${table} where ${held} and ${key} = ${value})`;
  if (column.columnType === 'PgArray') {
    const unnamed = sql`exists (select 1 from unnest(${column}) as ids(id) where not ${names(sql`ids.id`)})`;
    return sql`(coalesce(cardinality(${column}), 0) = 0 or ${unnamed})`;
  }
  const value = sql`coalesce(${column}, ${display.fallbackValue ?? null}::int)`;
  return sql`(${value} is null or not ${names(value)})`;
}

/**
 * The condition of a search (trimmed, not empty); false when nothing can match.
 * @example await searchCondition(db, project, projects, 'goa', true) // search_text LIKE lower('%goa%') OR ...
 */
export async function searchCondition(
  db: Reader,
  resource: ResourceConfig,
  table: ResourceTable,
  q: string,
  /** The embedded database: its generated search column (searchColumns.ts) is read. */
  embedded: boolean,
) {
  const needle = q.toLowerCase();
  const pattern = containing(needle);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const searched = resource.search.filter((source) => Object.hasOwn(columns, source));
  // The searched text is in lower case; lower() says the needle as it says its texts.
  const text = searchedTextOf(resource, table, embedded);
  const texts = text ? [sql`${text} like lower(${pattern})`] : [];
  const lookups = await Promise.all(
    searched.map((source) => {
      const display = displayOf(resource, source);
      return display.kind === 'lookup' ? lookupMatch(db, columns[source], display, pattern) : undefined;
    }),
  );
  const empties = EMPTY_TEXT.includes(needle)
    ? searched.map((source) => showsEmpty(columns[source], displayOf(resource, source)))
    : [];
  return or(...texts, ...lookups, ...empties) ?? sql`false`;
}
