// PostgreSQL only: the indexes a list's search uses at a million rows (docs/decisions/012-server-paging.md),
// trigram (pg_trgm) on its search column and b-tree on its lookup columns, made from the resource configs after
// the migrations and under their lock, with the search columns. The embedded database searches without them.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { resources } from '../../resources/index.ts';
import { underMigrationLock } from './migrationLock.ts';
import { ddlOf, rebuildSearchColumns, staleSearchColumns, type RunSql } from './searchColumns.ts';
import { displayOf, SEARCH_TEXT, searchTextExpression } from './searchText.ts';
import { tableOf } from './tables.ts';

export interface SearchIndex {
  name: string;
  /** Needs the pg_trgm extension. */
  trigram: boolean;
  ddl: string;
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
    const texts = searchTextExpression(resource, table)
      ? [index(SEARCH_TEXT, true, sql`gin (${sql.identifier(SEARCH_TEXT)} gin_trgm_ops)`)]
      : [];
    // An array of ids (a user's districts) is matched with &&, which a b-tree cannot serve: its table is small.
    const lookups = resource.search
      .filter((source) => displayOf(resource, source).kind === 'lookup' && Object.hasOwn(columns, source))
      .filter((source) => columns[source].columnType !== 'PgArray')
      .map((source) => index(source, false, sql`btree (${sql.identifier(columns[source].name)})`));
    return [...texts, ...lookups];
  });
}

/** Whether anything is to be made: a search column stale, an index missing, or one of an earlier version left. */
async function workOf(client: Pool | PoolClient, wanted: SearchIndex[]) {
  const run: RunSql = (text) => client.query(text);
  const { rows } = await client.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = current_schema() and indexname like '%\\_search'`,
  );
  const present = new Set(rows.map((row) => row.indexname));
  const names = new Set(wanted.map((index) => index.name));
  return {
    staleColumns: await staleSearchColumns(run),
    missing: wanted.filter((index) => !present.has(index.name)),
    // An index of a text searched before the search columns (or of a source no longer searched).
    obsolete: [...present].filter((name) => !names.has(name)),
  };
}

const nothingToDo = (work: Awaited<ReturnType<typeof workOf>>) =>
  !work.staleColumns.length && !work.missing.length && !work.obsolete.length;

/**
 * Makes the stale search columns and the missing indexes, and drops obsolete ones; when all is in place, that
 * costs two queries. A server without pg_trgm (or the right to create it) gets the b-tree ones and a warning at
 * each start; its searches still work. On a table that already holds many rows, the first start rewrites it and
 * builds its indexes (seconds per million rows).
 */
export async function ensureSearchIndexes(pool: Pool, warn = (text: string) => console.warn(text)) {
  const wanted = searchIndexes();
  if (nothingToDo(await workOf(pool, wanted))) return;
  await underMigrationLock(pool, async (client) => {
    const work = await workOf(client, wanted);
    for (const name of work.obsolete)
      await client.query(ddlOf(sql`drop index if exists ${sql.identifier(name)}`));
    await rebuildSearchColumns((text) => client.query(text), work.staleColumns);
    // A rebuilt column took its index with it.
    const { missing } = await workOf(client, wanted);
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
