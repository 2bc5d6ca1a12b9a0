// GET /api/dashboard: the programme's figures from SQL aggregates over live rows (deleted_at is null), in one answer.
import { count, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { tableOf } from '../db/tables.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import type { JsonSchema } from '../openapi/fieldSchemas.ts';
import { objectOf } from '../openapi/routeDocs.ts';
import {
  breakdowns,
  countedResources,
  resourcesIn,
  type Breakdown,
  type DashboardCounts,
  type DashboardFigures,
} from '../../resources/dashboard.ts';

export type { DashboardFigures };

/** Every counted resource's live records in one statement: a labelled `count(*)` per table, glued with union all. */
async function liveCounts(db: Database): Promise<DashboardCounts> {
  const [first, ...rest] = countedResources().map(({ table: name }) => {
    const table = tableOf(name);
    return db
      .select({ key: sql<keyof DashboardCounts>`${name}::text`, total: count() })
      .from(table)
      .where(isNull(table.deleted_at));
  });
  const counts: DashboardCounts = Object.fromEntries(countedResources().map(({ table }) => [table, 0]));
  for (const { key, total } of await (rest.length ? unionAll(first, ...(rest as [typeof first])) : first))
    counts[key] = Number(total);
  return counts;
}

type Group = Record<string, unknown>;

/**
 * One `count(*) ... group by <the breakdown's columns>` per resource it counts, merged into a row per group with
 * a figure per resource (0 where a resource has none).
 */
async function countsBy<B extends Breakdown>(db: Database, breakdown: B): Promise<DashboardFigures[B]> {
  const { columns } = breakdowns[breakdown];
  const counted = resourcesIn(breakdown).map(({ table }) => table);
  const groups = new Map<string, Group>();
  for (const name of counted) {
    const table = tableOf(name);
    const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
    // A table without one of the columns (a resource counted per state that has no district) groups by the
    // others, its rows under null there.
    const grouped = columns.filter((column) => Object.hasOwn(tableColumns, column));
    const keys: Record<string, PgColumn | SQL> = {};
    for (const column of columns) keys[column] = tableColumns[column] ?? sql`null`;
    const rows = await db
      .select({ ...keys, total: count() })
      .from(table)
      .where(isNull(table.deleted_at))
      .groupBy(...grouped.map((column) => tableColumns[column]));
    for (const { total, ...key } of rows as (Group & { total: number | string })[]) {
      const id = JSON.stringify(columns.map((column) => key[column]));
      const group = groups.get(id) ?? { ...key, ...Object.fromEntries(counted.map((other) => [other, 0])) };
      group[name] = Number(total);
      groups.set(id, group);
    }
  }
  // Each group holds the breakdown's columns (typed in resources/dashboard.ts) and a figure per resource.
  return [...groups.values()] as unknown as DashboardFigures[B];
}

/** The whole answer of GET /api/dashboard. */
export async function dashboardFigures(db: Database): Promise<DashboardFigures> {
  return {
    counts: await liveCounts(db),
    byDistrict: await countsBy(db, 'byDistrict'),
    byWeekday: await countsBy(db, 'byWeekday'),
    byMhu: await countsBy(db, 'byMhu'),
  };
}

/** Column types of the breakdowns' group columns. */
const groupColumnTypes: Record<string, JsonSchema> = {
  state_id: { type: 'integer' },
  district_id: { type: ['integer', 'null'] },
  days: { type: ['integer', 'null'] },
  mhu: { type: ['string', 'null'] },
};

/** Live records per counted table, and each breakdown's rows: its group columns and a count per resource. */
function dashboardDocs() {
  const countsOf = (counted: { table: string }[]) =>
    Object.fromEntries(counted.map(({ table }) => [table, { type: 'integer' }]));
  const rowsOf = (breakdown: Breakdown) => ({
    type: 'array',
    items: objectOf({
      ...Object.fromEntries(
        breakdowns[breakdown].columns.map((column) => [column, groupColumnTypes[column]]),
      ),
      ...countsOf(resourcesIn(breakdown)),
    }),
  });
  return {
    tag: 'dashboard',
    summary:
      "The programme's figures: live records per resource, per district, weekday and MHU of each state",
    answer: objectOf({
      counts: objectOf(countsOf(countedResources())),
      ...Object.fromEntries((Object.keys(breakdowns) as Breakdown[]).map((key) => [key, rowsOf(key)])),
    }),
  };
}

export const dashboardRoutes: ApiRoutes = (api, { db }) => {
  api.get('/dashboard', { config: { docs: dashboardDocs() } }, () => dashboardFigures(db));
};
