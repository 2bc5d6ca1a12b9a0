// GET /api/dashboard: the programme's figures from SQL aggregates over live rows (deleted_at is null).
import { count, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { states } from '../db/schema.ts';
import { tableOf } from '../db/tables.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { objectOf } from '../openapi/routeDocs.ts';
import {
  countedResources,
  perStateResources,
  type DashboardCounts,
  type DashboardFigures,
  type StateFigures,
} from '../../resources/dashboard.ts';

export type { DashboardCounts, DashboardFigures, StateFigures };

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

/** One `count(*) ... group by state_id` per table counted by state, merged into a row per state. */
async function perState(db: Database): Promise<StateFigures[]> {
  const counted = perStateResources().map(({ table }) => table);
  const byState = new Map<number, StateFigures>();
  for (const name of counted) {
    const table = tableOf(name);
    const rows = await db
      .select({ state_id: table.state_id, state_name: states.state_name, total: count() })
      .from(table)
      .leftJoin(states, eq(states.state_id, table.state_id))
      .where(isNull(table.deleted_at))
      .groupBy(table.state_id, states.state_name);
    for (const { state_id, state_name, total } of rows as {
      state_id: number;
      state_name: string | null;
      total: number;
    }[]) {
      const figures =
        byState.get(state_id) ??
        ({ state_id, state_name, ...Object.fromEntries(counted.map((key) => [key, 0])) } as StateFigures);
      figures[name] = Number(total);
      byState.set(state_id, figures);
    }
  }
  return [...byState.values()].sort((a, b) => (a.state_name ?? '').localeCompare(b.state_name ?? ''));
}

export async function dashboardFigures(db: Database): Promise<DashboardFigures> {
  return { counts: await liveCounts(db), byState: await perState(db) };
}

/** Live records per counted table, and per state for the tables counted by state. */
function dashboardDocs() {
  const countsOf = (counted: { table: string }[]) =>
    Object.fromEntries(counted.map(({ table }) => [table, { type: 'integer' }]));
  const stateRow = objectOf({
    state_id: { type: 'integer' },
    state_name: { type: ['string', 'null'] },
    ...countsOf(perStateResources()),
  });
  return {
    tag: 'dashboard',
    summary: "The programme's figures: live records per resource, and per state",
    answer: objectOf({
      counts: objectOf(countsOf(countedResources())),
      byState: { type: 'array', items: stateRow },
    }),
  };
}

export const dashboardRoutes: ApiRoutes = (api, { db }) => {
  api.get('/dashboard', { config: { docs: dashboardDocs() } }, () => dashboardFigures(db));
};
