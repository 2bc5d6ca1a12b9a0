// The access policy (resources/access.ts) as SQL: the one filter every route's rows of a resource go through.
import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  grantOf,
  ownId,
  reachColumns,
  reachesOf,
  scopeKey,
  type Action,
  type Area,
  type Reach,
} from '../../resources/access.ts';
import type { ResourceTable } from '../db/tables.ts';

const nothing = sql`false`;

function reachSql(reach: Reach, area: Area, resource: string, columns: Record<string, PgColumn>): SQL {
  if (reach === 'all') return sql`true`;
  if (reach === 'own') {
    const own = ownId(area, resource);
    return own === null ? nothing : eq(columns.id, own);
  }
  // A table without the reach's columns (a new resource with no place) gets no rows through it.
  if (!reachColumns[reach].every((column) => column in columns)) return nothing;
  const inDistricts = () =>
    area.districtIds.length ? inArray(columns.district_id, [...area.districtIds]) : nothing;
  if (reach === 'state') return area.stateId === null ? nothing : eq(columns.state_id, area.stateId);
  if (reach === 'district') return inDistricts();
  return area.blockId === null ? nothing : (and(inDistricts(), eq(columns.block_id, area.blockId)) as SQL);
}

/** The rows of `resource` the area may act on, as a WHERE condition on its table (undefined: every row). */
export function scopeWhere(
  area: Area,
  resource: string,
  table: ResourceTable,
  action: Action,
): SQL | undefined {
  if (area.administrator) return undefined;
  const grant = grantOf(area, resource);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const only = Object.entries(grant.only ?? {}).map(([column, values]) =>
    column in columns ? inArray(columns[column], [...values]) : nothing,
  );
  const reaches = reachesOf(grant, action).map((reach) => {
    const where = reachSql(reach, area, resource, columns);
    return reach === 'own' || only.length === 0 ? where : (and(where, ...only) as SQL);
  });
  if (reaches.length === 0) return nothing;
  return reaches.length === 1 ? reaches[0] : (or(...reaches) as SQL);
}

/** What a cache of a resource's rows for this area is keyed on: 'all' for the administrators. */
export const readScopeKey = (area: Area, resource: string): string =>
  area.administrator ? 'all' : scopeKey(area, resource, 'read');
