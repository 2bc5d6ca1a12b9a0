// One page of a resource's live rows, searched and sorted in SQL, and how many rows the search found.
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import type { ResourceTable } from '../../db/tables.ts';
import { filterWhere } from './listFilter.ts';
import { searchCondition } from './listSearch.ts';
import { sortOrder } from './listSort.ts';
import { etagOf, type ListVersion } from './listVersions.ts';
import type { PageRequest } from './pageRequest.ts';

type Row = Record<string, unknown>;
/** The key of a searched page's total on each of its rows; no column is named so. */
const FOUND = '__found';
/** Scopes whose totals are kept for one version; beyond it they are counted afresh. */
const MAX_KEPT_SCOPES = 256;

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
  /** The embedded database: one statement at a time, and a generated search column. */
  embedded: boolean,
) {
  /** The unsearched total of the last version read, per scope (a coordinator's rows are a part of them). */
  let kept: { etag: string; totals: Map<string, number> } | undefined;
  const countRows = async (where: ReturnType<typeof and>) =>
    Number((await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0);
  const unsearchedTotal = async (version: ListVersion, reachable: SQL, scope: string) => {
    const etag = etagOf(version);
    const held = kept?.etag === etag ? kept.totals.get(scope) : undefined;
    if (held !== undefined) return held;
    const total = await countRows(reachable);
    if (kept?.etag !== etag) kept = { etag, totals: new Map() };
    if (kept.totals.size >= MAX_KEPT_SCOPES) kept.totals.clear();
    kept.totals.set(scope, total);
    return total;
  };

  /** Rows of one page; with `count(*) over ()` as FOUND on each, the matches before the limit. */
  const pageRows = (where: ReturnType<typeof and>, request: PageRequest, withTotal = false) =>
    db
      .select(withTotal ? { ...columns, [FOUND]: sql<number>`count(*) over ()`.mapWith(Number) } : columns)
      .from(table)
      .where(where)
      .orderBy(...sortOrder(resource, table, request.sort, request.order))
      .limit(request.end - request.start)
      .offset(request.start);

  /**
   * A search's page and its total. The embedded database would run two statements one after the other, each
   * reading every row, so it counts in the page's own statement; a page past the last match has no row to carry
   * the total, which is then counted apart. PostgreSQL runs both side by side, each through its indexes (the
   * count over the page would hold every match: 250,000 rows for a state, measured eight times slower).
   */
  const searchedPage = async (where: ReturnType<typeof and>, request: PageRequest): Promise<Page> => {
    if (!embedded) {
      const [rows, total] = await Promise.all([pageRows(where, request), countRows(where)]);
      return { rows, total };
    }
    const found = await pageRows(where, request, true);
    const total = found.length ? Number(found[0][FOUND]) : request.start ? await countRows(where) : 0;
    return { rows: found.map(({ [FOUND]: _found, ...row }) => row), total };
  };

  /**
   * A page of the rows `reachable` takes in (the live rows the user may read, keyed `scope`); a search's or a
   * filter's total is counted each time.
   */
  return async (request: PageRequest, version: ListVersion, reachable: SQL, scope: string): Promise<Page> => {
    const filtered = request.filters && filterWhere(table, request.filters);
    if (request.q || filtered) {
      const search = request.q ? await searchCondition(db, resource, table, request.q, embedded) : undefined;
      return searchedPage(and(reachable, search, filtered), request);
    }
    const [rows, total] = await Promise.all([
      pageRows(reachable, request),
      unsearchedTotal(version, reachable, scope),
    ]);
    return { rows, total };
  };
}
