// The shape GET /api/dashboard answers, and which resources it counts: from the registry's `dashboard` figures.
import { resources } from './index.ts';
import type { ResourceConfig, ResourceTableName } from './types.ts';

/** Live records per counted resource, keyed by its table (users, projects, ..., health_workers). */
export type DashboardCounts = Partial<Record<ResourceTableName, number>>;

export interface StateFigures extends DashboardCounts {
  state_id: number;
  /** Null when the id is not (or no longer) a known state. */
  state_name: string | null;
}

export interface DashboardFigures {
  counts: DashboardCounts;
  byState: StateFigures[];
}

/** The counted resources, in registry order: the cards. */
export const countedResources = (registry: readonly ResourceConfig[] = resources) =>
  registry.filter((resource) => resource.dashboard);

/** The resources counted per state too: the chart's series. */
export const perStateResources = (registry: readonly ResourceConfig[] = resources) =>
  registry.filter((resource) => resource.dashboard?.byState);
