// The embedded database's `search_text` in each resource table, a generated column made from its config at start:
// a search reads one lower-case text with LIKE instead of lowering every row's texts as ILIKE does (docs/decisions/
// 012-server-paging.md). The column's comment holds its expression, so a changed config remakes it.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resources } from '../../resources/index.ts';
import { SEARCH_TEXT, searchTextExpression } from './searchText.ts';
import { tableOf } from './tables.ts';

/** Runs one statement of SQL text and answers its rows: a pool's or a client's query, or the embedded one. */
export type RunSql = (text: string) => Promise<{ rows: unknown[] }>;

export interface SearchColumn {
  table: string;
  expression: string;
}

const dialect = new PgDialect();

/** DDL takes no parameters: every value of a statement is written in its text. */
export function ddlOf(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length) throw new Error(`A schema statement carries parameters: ${text}`);
  return text;
}

/** Every resource table's search column, as its config says it today. */
export const searchColumns = (): SearchColumn[] =>
  resources.flatMap((resource) => {
    const expression = searchTextExpression(resource, tableOf(resource.table));
    return expression ? [{ table: resource.table, expression: ddlOf(expression) }] : [];
  });

/** A text as an SQL string literal, for a comment (DDL takes no parameters). */
export const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The search columns missing, or made from another expression than their config's today. */
export async function staleSearchColumns(run: RunSql): Promise<SearchColumn[]> {
  const { rows } = await run(`select c.relname as table, col_description(c.oid, a.attnum) as expression
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where a.attname = '${SEARCH_TEXT}' and not a.attisdropped and c.relnamespace = current_schema()::regnamespace`);
  const made = new Map((rows as SearchColumn[]).map((row) => [row.table, row.expression]));
  return searchColumns().filter((column) => made.get(column.table) !== column.expression);
}

/** Makes each stale column anew (its table is rewritten once), its expression kept in its comment. */
export async function rebuildSearchColumns(run: RunSql, stale: SearchColumn[]): Promise<void> {
  for (const { table, expression } of stale) {
    const name = ddlOf(sql`${sql.identifier(table)}`);
    await run(`alter table ${name} drop column if exists ${SEARCH_TEXT},
      add column ${SEARCH_TEXT} text generated always as (${expression}) stored`);
    await run(`comment on column ${name}.${SEARCH_TEXT} is ${quoted(expression)}`);
  }
}

/** The embedded database's start: its stale search columns made anew; one query when none is. */
export async function ensureSearchColumns(run: RunSql): Promise<void> {
  await rebuildSearchColumns(run, await staleSearchColumns(run));
}
