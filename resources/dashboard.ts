// The shape GET /api/dashboard answers, and which resources it counts: from the registry's `dashboard` figures.
import { resources } from './index.ts';
import type { DashboardFigure, ResourceConfig, ResourceTableName } from './types.ts';
import type { UniqueDuplicate } from './unique.ts';

/** Live records per counted resource, keyed by its table (users, projects, ..., health_workers). */
export type DashboardCounts = Partial<Record<ResourceTableName, number>>;

/** Every breakdown is per state, so the client can show one state or add the states up. */
export interface StateGroup extends DashboardCounts {
  state_id: number;
}

export interface DistrictFigures extends StateGroup {
  /** Null for a resource counted per state whose table has no district (its rows show as '--'). */
  district_id: number | null;
}

export interface WeekdayFigures extends StateGroup {
  /** The day's mst_common id (flag 7); its name comes from master data, as in the lists. */
  days: number;
}

export interface MhuFigures extends StateGroup {
  mhu: string;
}

/** Ids only: the client names states, districts and days from master data, as the lists do. */
export interface DashboardFigures {
  /** Every counted resource's live records, across all states. */
  counts: DashboardCounts;
  byDistrict: DistrictFigures[];
  byWeekday: WeekdayFigures[];
  byMhu: MhuFigures[];
  /** Administrators only: records sharing a code made before codes were unique, to tell apart (else empty). */
  duplicates: UniqueDuplicate[];
}

/** The breakdowns, each with the columns it groups by and the flag that puts a resource in it. */
export const breakdowns = {
  byDistrict: { columns: ['state_id', 'district_id'], flag: 'byState' },
  byWeekday: { columns: ['state_id', 'days'], flag: 'byWeekday' },
  byMhu: { columns: ['state_id', 'mhu'], flag: 'byMhu' },
} as const satisfies Record<string, { columns: readonly string[]; flag: keyof DashboardFigure }>;

export type Breakdown = keyof typeof breakdowns;

/** The counted resources, in registry order: the cards. */
export const countedResources = (registry: readonly ResourceConfig[] = resources) =>
  registry.filter((resource) => resource.dashboard);

/** The resources a breakdown counts (a chart's series), in registry order. */
export const resourcesIn = (breakdown: Breakdown, registry: readonly ResourceConfig[] = resources) =>
  registry.filter((resource) => resource.dashboard?.[breakdowns[breakdown].flag]);

/** The resources counted per state too: the per-state chart's series. */
export const perStateResources = (registry: readonly ResourceConfig[] = resources) =>
  resourcesIn('byDistrict', registry);
