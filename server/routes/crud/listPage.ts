// One page of a resource's live rows, searched and sorted in SQL, and how many rows the search found.
import { and, count, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import type { ResourceTable } from '../../db/tables.ts';
import { searchCondition } from './listSearch.ts';
import { sortOrder } from './listSort.ts';
import { etagOf, type ListVersion } from './listVersions.ts';
import type { PageRequest } from './pageRequest.ts';

type Row = Record<string, unknown>;

export interface Page {
  rows: Row[];
  total: number;
}

/**
 * Reads pages of `columns`. A list's unsearched total is kept for its version (counting a million rows takes
 * longer than the page itself); a search's total is counted each time, as master-data names may change.
 */
export function createListPages(
  db: Database,
  resource: ResourceConfig,
  table: ResourceTable,
  columns: Record<string, PgColumn>,
) {
  let kept: { etag: string; total: number } | undefined;
  const countRows = async (where: ReturnType<typeof and>) =>
    Number((await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0);
  const unsearchedTotal = async (version: ListVersion) => {
    const etag = etagOf(version);
    if (kept?.etag === etag) return kept.total;
    const total = await countRows(isNull(table.deleted_at));
    kept = { etag, total };
    return total;
  };

  return async (request: PageRequest, version: ListVersion): Promise<Page> => {
    const search = request.q ? await searchCondition(db, resource, table, request.q) : undefined;
    const where = and(isNull(table.deleted_at), search);
    const [rows, total] = await Promise.all([
      db
        .select(columns)
        .from(table)
        .where(where)
        .orderBy(...sortOrder(resource, table, request.sort, request.order))
        .limit(request.end - request.start)
        .offset(request.start),
      search ? countRows(where) : unsearchedTotal(version),
    ]);
    return { rows, total };
  };
}
