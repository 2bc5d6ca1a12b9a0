// GET /api/dashboard: the programme's figures from SQL aggregates over the live rows (deleted_at is null) the
// caller may read, in one answer; a resource their role may not read is left out of it.
import { and, count, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { mayDo, type Area } from '../../resources/access.ts';
import type { ResourceConfig, UniqueDuplicate } from '../../resources/index.ts';
import { missingUniqueIndexes, uniqueDuplicates } from '../db/uniqueIndexes.ts';
import { scopeWhere } from '../auth/scope.ts';
import type { Database } from '../db/connection.ts';
import { tableOf } from '../db/tables.ts';
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import { routeSchema } from '../openapi/routeSchema.ts';
import {
  breakdowns,
  countedResources,
  resourcesIn,
  type Breakdown,
  type DashboardCounts,
  type DashboardFigures,
} from '../../resources/dashboard.ts';

export type { DashboardFigures };

/** The live rows of a resource the area may read. */
const readableLive = (area: Area, resource: ResourceConfig) => {
  const table = tableOf(resource.table);
  return and(isNull(table.deleted_at), scopeWhere(area, resource.name, table, 'read'));
};

/** Which of `counted` the area's role may read at all: the others are left out of the answer. */
const readableBy = (area: Area, counted: ResourceConfig[]) =>
  counted.filter((resource) => mayDo(area, resource.name, 'read'));

/** Every counted resource's live records in one statement: a labelled `count(*)` per table, glued with union all. */
async function liveCounts(db: Database, area: Area): Promise<DashboardCounts> {
  const counted = readableBy(area, countedResources());
  const [first, ...rest] = counted.map((resource) => {
    const name = resource.table;
    return db
      .select({ key: sql<keyof DashboardCounts>`${name}::text`, total: count() })
      .from(tableOf(name))
      .where(readableLive(area, resource));
  });
  const counts: DashboardCounts = Object.fromEntries(counted.map(({ table }) => [table, 0]));
  if (!first) return counts;
  for (const { key, total } of await (rest.length ? unionAll(first, ...(rest as [typeof first])) : first))
    counts[key] = Number(total);
  return counts;
}

type Group = Record<string, unknown>;

/**
 * One `count(*) ... group by <the breakdown's columns>` per resource it counts, merged into a row per group with
 * a figure per resource (0 where a resource has none).
 */
async function countsBy<B extends Breakdown>(
  db: Database,
  area: Area,
  breakdown: B,
): Promise<DashboardFigures[B]> {
  const { columns } = breakdowns[breakdown];
  const readable = readableBy(area, resourcesIn(breakdown));
  const counted = readable.map(({ table }) => table);
  const groups = new Map<string, Group>();
  for (const resource of readable) {
    const name = resource.table;
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
      .where(readableLive(area, resource))
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

/**
 * The whole answer of GET /api/dashboard for the area: computed per request from the rows it may read (nothing
 * is cached, so no answer of one scope can reach another).
 * @example (await dashboardFigures(db, districtCoordinator.area)).counts // { sites: 3, drivers: 2, ... } (no users)
 */
export async function dashboardFigures(db: Database, area: Area): Promise<DashboardFigures> {
  return {
    counts: await liveCounts(db, area),
    byDistrict: await countsBy(db, area, 'byDistrict'),
    byWeekday: await countsBy(db, area, 'byWeekday'),
    byMhu: await countsBy(db, area, 'byMhu'),
    duplicates: area.administrator ? await duplicatesToFix(db) : [],
  };
}

/** Records sharing a code, while a unique index waits for them to be told apart (one query when none does). */
async function duplicatesToFix(db: Database): Promise<UniqueDuplicate[]> {
  const run = async (text: string) => (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
  const missing = await missingUniqueIndexes(run);
  return missing.length ? uniqueDuplicates(run, missing) : [];
}

/** The breakdowns' group columns: ids, a weekday's mst_common id, an MHU's name. */
const groupColumns: Record<string, z.ZodType> = {
  state_id: z.int(),
  district_id: z.int().nullable(),
  days: z.int().nullable(),
  mhu: z.string().nullable(),
};

/** Live records per resource, keyed by its table; a resource the caller's role may not read is left out. */
const figuresOf = (counted: { table: string }[]) =>
  Object.fromEntries(counted.map(({ table }) => [table, z.int().min(0).optional()]));

/** A breakdown's rows: its group columns and a count per resource it counts. */
const rowsOf = (breakdown: Breakdown) =>
  z.array(
    z.object({
      ...Object.fromEntries(breakdowns[breakdown].columns.map((column) => [column, groupColumns[column]])),
      ...figuresOf(resourcesIn(breakdown)),
    }),
  );

/** What the dashboard answers, from the registry as the app is built. */
const dashboardSchema = () =>
  routeSchema({
    tag: 'dashboard',
    summary:
      "The programme's figures over the records the caller may read: live records per resource, per " +
      'district, weekday and MHU of each state',
    answer: z.object({
      counts: z.object(figuresOf(countedResources())),
      ...Object.fromEntries((Object.keys(breakdowns) as Breakdown[]).map((key) => [key, rowsOf(key)])),
      duplicates: z
        .array(
          z.object({ resource: z.string(), field: z.string(), value: z.string(), ids: z.array(z.int()) }),
        )
        .meta({ description: 'Administrators only: records sharing a code, to tell apart (else empty)' }),
    }),
  });

export const dashboardRoutes: ApiRoutes = (api, { db }) => {
  api.get('/dashboard', { schema: dashboardSchema(), config: { access: 'everyone' } }, (request) =>
    dashboardFigures(db, signedInUser(request).area),
  );
};
