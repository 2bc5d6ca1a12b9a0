// The texts a list search reads in SQL, as one lower-case text per row: the embedded database's generated
// `search_text` column (searchColumns.ts), PostgreSQL's trigram index (searchIndexes.ts), and the search itself
// (routes/crud/listSearch.ts) say the very same expression.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Display, ResourceConfig } from '../../resources/index.ts';
import type { ResourceTable } from './tables.ts';

const datePart = (column: PgColumn, field: 'day' | 'month' | 'year', width: number) =>
  sql`lpad(extract(${sql.raw(field)} from ${column})::int::text, ${sql.raw(String(width))}, '0')`;

/**
 * A date as the list shows it and as it is stored, 'dd/mm/yyyy yyyy-mm-dd', as the client's search text has
 * it (resources/display.ts searchTextOf). Built from immutable functions (to_char is not), so it can be indexed.
 */
export function shownDateText(column: PgColumn): SQL {
  const [day, month, year] = [
    datePart(column, 'day', 2),
    datePart(column, 'month', 2),
    datePart(column, 'year', 4),
  ];
  return sql`(${day} || '/' || ${month} || '/' || ${year} || ' ' || ${year} || '-' || ${month} || '-' || ${day})`;
}

/** A column's text, cast when the column is not text (ILIKE reads text only). */
export const columnText = (column: PgColumn): SQL =>
  column.getSQLType() === 'text' ? sql`${column}` : sql`${column}::text`;

/** How a search source is shown: its column's display, or plain text when no column shows it. */
export const displayOf = (resource: Pick<ResourceConfig, 'columns'>, source: string): Display =>
  resource.columns.find((column) => column.source === source)?.display ?? { kind: 'text' };

export interface SearchedText {
  source: string;
  kind: 'text' | 'date';
  column: PgColumn;
  /** What a contains-search matches: the column's text, or its date as shown and as stored. */
  text: SQL;
}

/** The search sources of a resource read as text (its lookups are searched by their names instead). */
export function searchedTexts(resource: ResourceConfig, table: ResourceTable): SearchedText[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return resource.search.flatMap((source): SearchedText[] => {
    const { kind } = displayOf(resource, source);
    const column = Object.hasOwn(columns, source) ? columns[source] : undefined;
    if (!column || (kind !== 'text' && kind !== 'date')) return [];
    return [{ source, kind, column, text: kind === 'date' ? shownDateText(column) : columnText(column) }];
  });
}

/** The generated column holding a table's searched texts (searchColumns.ts). */
export const SEARCH_TEXT = 'search_text';

/**
 * What a table's search column holds: each searched text in lower case and each date as shown and as stored,
 * one to a line (a search never holds a line break, so it never matches across two); undefined when the
 * resource searches no text. Immutable functions only, as a generated column must be.
 */
export function searchTextExpression(resource: ResourceConfig, table: ResourceTable): SQL | undefined {
  const texts = searchedTexts(resource, table).map(({ kind, text }) =>
    kind === 'date' ? sql`coalesce(${text}, '')` : sql`coalesce(lower(${text}), '')`,
  );
  return texts.length ? sql.join(texts, sql.raw(` || E'\\n' || `)) : undefined;
}

/**
 * What a search of a resource reads: on the embedded database its search column, as it has no index and would
 * otherwise lower every row's texts at each search; on PostgreSQL the expression, which its trigram index holds
 * (a stored column there made a million rows outgrow the default shared buffers: broad searches ran 3× slower).
 */
export function searchedTextOf(
  resource: ResourceConfig,
  table: ResourceTable,
  stored: boolean,
): SQL | undefined {
  const expression = searchTextExpression(resource, table);
  if (!expression) return undefined;
  return stored
    ? sql`${sql.identifier(resource.table)}.${sql.identifier(SEARCH_TEXT)}`
    : sql`(${expression})`;
}
