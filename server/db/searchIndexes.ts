// PostgreSQL only: the indexes a list's search uses at a million rows (docs/decisions/012-server-paging.md),
// trigram (pg_trgm) on its searched texts and b-tree on its lookup columns, made from the resource configs after
// the migrations and under their lock. The embedded database searches the same way, without them.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { resources } from '../../resources/index.ts';
import { underMigrationLock } from './migrationLock.ts';
import { displayOf, searchedTexts } from './searchText.ts';
import { tableOf } from './tables.ts';

export interface SearchIndex {
  name: string;
  /** Needs the pg_trgm extension. */
  trigram: boolean;
  ddl: string;
}

const dialect = new PgDialect();

/** DDL takes no parameters: every value of an index's SQL is written in its text. */
function ddlOf(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (params.length) throw new Error(`An index statement carries parameters: ${text}`);
  return text;
}

/** Every resource's search indexes; lists show live rows only, so only those are indexed. */
export function searchIndexes(): SearchIndex[] {
  return resources.flatMap((resource) => {
    const table = tableOf(resource.table);
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const index = (source: string, trigram: boolean, method: SQL): SearchIndex => {
      const name = `${resource.table}_${source}_search`;
      const on = sql`${sql.identifier(name)} on ${table} using ${method} where ${table.deleted_at} is null`;
      return { name, trigram, ddl: ddlOf(sql`create index if not exists ${on}`) };
    };
    const texts = searchedTexts(resource, table).map(({ source, text }) =>
      index(source, true, sql`gin ((${text}) gin_trgm_ops)`),
    );
    // An array of ids (a user's districts) is matched with &&, which a b-tree cannot serve: its table is small.
    const lookups = resource.search
      .filter((source) => displayOf(resource, source).kind === 'lookup' && Object.hasOwn(columns, source))
      .filter((source) => columns[source].columnType !== 'PgArray')
      .map((source) => index(source, false, sql`btree (${sql.identifier(columns[source].name)})`));
    return [...texts, ...lookups];
  });
}

async function missingIndexes(client: Pool | PoolClient, wanted: SearchIndex[]): Promise<SearchIndex[]> {
  const { rows } = await client.query<{ indexname: string }>(
    'select indexname from pg_indexes where schemaname = current_schema() and indexname = any($1)',
    [wanted.map((index) => index.name)],
  );
  const present = new Set(rows.map((row) => row.indexname));
  return wanted.filter((index) => !present.has(index.name));
}

/**
 * Creates the search indexes that are missing; when none is, that costs one query. A server without pg_trgm
 * (or the right to create it) gets the b-tree ones and a warning at each start; its searches still work.
 * On a table that already holds many rows, the first start builds its indexes (seconds per million rows).
 */
export async function ensureSearchIndexes(pool: Pool, warn = (text: string) => console.warn(text)) {
  const wanted = searchIndexes();
  if (!(await missingIndexes(pool, wanted)).length) return;
  await underMigrationLock(pool, async (client) => {
    const missing = await missingIndexes(client, wanted);
    const trigram = await client.query('create extension if not exists pg_trgm').then(
      () => true,
      (error: Error) => {
        warn(`List searches will not use trigram indexes: pg_trgm could not be created (${error.message}).`);
        return false;
      },
    );
    for (const index of missing) if (trigram || !index.trigram) await client.query(index.ddl);
  });
}
