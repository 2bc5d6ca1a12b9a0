// PostgreSQL only: the indexes a list's search uses at a million rows (docs/decisions/012-server-paging.md),
// trigram (pg_trgm) on its searched text and b-tree on its lookup columns, made from the resource configs after
// the migrations and under their lock. The embedded database searches without them (searchColumns.ts).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { resources } from '../../resources/index.ts';
import { underMigrationLock } from './migrationLock.ts';
import { ddlOf, quoted } from './searchColumns.ts';
import { displayOf, SEARCH_TEXT, searchTextExpression } from './searchText.ts';
import { tableOf } from './tables.ts';

export interface SearchIndex {
  name: string;
  /** Needs the pg_trgm extension. */
  trigram: boolean;
  /** Its statements: the index, then a comment on it saying what it holds (an index saying other is remade). */
  ddl: string[];
  described: string;
}

/** Every resource's search indexes; lists show live rows only, so only those are indexed. */
export function searchIndexes(): SearchIndex[] {
  return resources.flatMap((resource) => {
    const table = tableOf(resource.table);
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const index = (source: string, trigram: boolean, method: SQL): SearchIndex => {
      const name = `${resource.table}_${source}_search`;
      const on = sql`${sql.identifier(name)} on ${table} using ${method} where ${table.deleted_at} is null`;
      const described = ddlOf(method);
      const ddl = [
        ddlOf(sql`create index ${on}`),
        `comment on index ${ddlOf(sql`${sql.identifier(name)}`)} is ${quoted(described)}`,
      ];
      return { name, trigram, ddl, described };
    };
    const expression = searchTextExpression(resource, table);
    const texts = expression ? [index(SEARCH_TEXT, true, sql`gin ((${expression}) gin_trgm_ops)`)] : [];
    // An array of ids (a user's districts) is matched with &&, which a b-tree cannot serve: its table is small.
    const lookups = resource.search
      .filter((source) => displayOf(resource, source).kind === 'lookup' && Object.hasOwn(columns, source))
      .filter((source) => columns[source].columnType !== 'PgArray')
      .map((source) => index(source, false, sql`btree (${sql.identifier(columns[source].name)})`));
    return [...texts, ...lookups];
  });
}

/** The indexes to make (missing, or holding another expression than their config's) and the ones to drop. */
async function workOf(client: Pool | PoolClient, wanted: SearchIndex[]) {
  const { rows } = await client.query<{ name: string; described: string | null }>(
    `select indexname as name, obj_description(format('%I.%I', schemaname, indexname)::regclass, 'pg_class') as described
     from pg_indexes where schemaname = current_schema() and indexname like '%\\_search'`,
  );
  const present = new Map(rows.map((row) => [row.name, row.described]));
  const names = new Set(wanted.map((index) => index.name));
  const toMake = wanted.filter((index) => present.get(index.name) !== index.described);
  return {
    toMake,
    // Stale ones, and any of a text or source no longer searched (the earlier one-per-text indexes).
    toDrop: [...present.keys()].filter(
      (name) => !names.has(name) || toMake.some((index) => index.name === name),
    ),
  };
}

/**
 * Makes the search indexes that are missing or stale and drops obsolete ones; when all is in place, that costs
 * one query. A server without pg_trgm (or the right to create it) gets the b-tree ones and a warning at each
 * start; its searches still work. On a table that already holds many rows, the first start builds its indexes
 * (seconds per million rows).
 */
export async function ensureSearchIndexes(pool: Pool, warn = (text: string) => console.warn(text)) {
  const wanted = searchIndexes();
  const work = await workOf(pool, wanted);
  if (!work.toMake.length && !work.toDrop.length) return;
  await underMigrationLock(pool, async (client) => {
    const { toMake, toDrop } = await workOf(client, wanted);
    for (const name of toDrop) await client.query(ddlOf(sql`drop index if exists ${sql.identifier(name)}`));
    const trigram = await client.query('create extension if not exists pg_trgm').then(
      () => true,
      (error: Error) => {
        warn(`List searches will not use trigram indexes: pg_trgm could not be created (${error.message}).`);
        return false;
      },
    );
    for (const index of toMake) {
      if (trigram || !index.trigram) for (const statement of index.ddl) await client.query(statement);
    }
  });
}
