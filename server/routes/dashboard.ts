// GET /api/dashboard: the programme's figures from SQL aggregates over live rows (deleted_at is null).
import { count, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import { drivers, healthWorkers, programs, projects, sites, states, users } from '../db/schema.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import type { DashboardCounts, DashboardFigures, StateFigures } from '../../resources/dashboard.ts';

export type { DashboardCounts, DashboardFigures, StateFigures };

const countedTables = { users, projects, programs, sites, drivers, health_workers: healthWorkers };
const perStateTables = { sites, drivers, health_workers: healthWorkers };
type PerStateKey = keyof typeof perStateTables;

/** The six counts in one statement: a labelled `count(*)` per table, glued with union all. */
async function liveCounts(db: Database): Promise<DashboardCounts> {
  const [first, second, ...rest] = Object.entries(countedTables).map(([key, table]) =>
    db
      .select({ key: sql<keyof DashboardCounts>`${sql.raw(`'${key}'`)}`, total: count() })
      .from(table)
      .where(isNull(table.deleted_at)),
  );
  const rows = await unionAll(first, second, ...rest);
  const counts: DashboardCounts = {
    users: 0,
    projects: 0,
    programs: 0,
    sites: 0,
    drivers: 0,
    health_workers: 0,
  };
  for (const { key, total } of rows) counts[key] = Number(total);
  return counts;
}

/** One `count(*) ... group by state_id` per table, merged into a row per state. */
async function perState(db: Database): Promise<StateFigures[]> {
  const byState = new Map<number, StateFigures>();
  // Read as the sites table: the three share the state_id and deleted_at columns this query uses.
  for (const [key, table] of Object.entries(perStateTables) as [PerStateKey, typeof sites][]) {
    const rows = await db
      .select({ state_id: table.state_id, state_name: states.state_name, total: count() })
      .from(table)
      .leftJoin(states, eq(states.state_id, table.state_id))
      .where(isNull(table.deleted_at))
      .groupBy(table.state_id, states.state_name);
    for (const { state_id, state_name, total } of rows) {
      const figures = byState.get(state_id) ?? {
        state_id,
        state_name,
        sites: 0,
        drivers: 0,
        health_workers: 0,
      };
      figures[key] = Number(total);
      byState.set(state_id, figures);
    }
  }
  return [...byState.values()].sort((a, b) => (a.state_name ?? '').localeCompare(b.state_name ?? ''));
}

export async function dashboardFigures(db: Database): Promise<DashboardFigures> {
  return { counts: await liveCounts(db), byState: await perState(db) };
}

export const dashboardRoutes: ApiRoutes = (api, { db }) => {
  api.get('/dashboard', () => dashboardFigures(db));
};
