// Small factories for the dashboard's tests: an answer of GET /api/dashboard, and master data that names its ids.
import type { DashboardFigures } from '../../../resources/dashboard.ts';
import type { MasterData } from '../../../resources/index.ts';
import type { UniqueDuplicate } from '../../../resources/unique.ts';
import { pageMasterData } from './pageHarness.tsx';

export const BIHAR = 10;
export const GOA = 30;
export const MONDAY = 701;
export const FRIDAY = 705;

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The harness's states and districts (Bihar: Patna; Goa: North Goa, South Goa) and the seven days. */
export const dashboardMasterData: MasterData = {
  ...pageMasterData,
  district: [...pageMasterData.district, { district_id: 302, district_name: 'South Goa', state_id: GOA }],
  mst_common: days.map((value, index) => ({ common_id: MONDAY + index, value, flag: 7 })),
};

/** Bihar: 3 sites, 1 driver, 6 health workers; Goa: 2 sites, 3 drivers, 3 health workers over two districts. */
export const aDashboardAnswer = (): DashboardFigures => ({
  counts: { users: 7, projects: 3, programs: 2, sites: 5, drivers: 4, health_workers: 9 },
  byDistrict: [
    { state_id: BIHAR, district_id: 101, sites: 3, drivers: 1, health_workers: 6 },
    { state_id: GOA, district_id: 301, sites: 1, drivers: 2, health_workers: 0 },
    { state_id: GOA, district_id: 302, sites: 1, drivers: 1, health_workers: 3 },
  ],
  byWeekday: [
    { state_id: BIHAR, days: MONDAY, sites: 3 },
    { state_id: GOA, days: MONDAY, sites: 1 },
    { state_id: GOA, days: FRIDAY, sites: 1 },
  ],
  byMhu: [
    { state_id: BIHAR, mhu: 'MHU-10', drivers: 1, health_workers: 6 },
    { state_id: GOA, mhu: 'MHU-2', drivers: 3, health_workers: 3 },
  ],
  duplicates: [],
});

export const anEmptyAnswer = (): DashboardFigures => ({
  counts: { users: 1, projects: 0, programs: 0, sites: 0, drivers: 0, health_workers: 0 },
  byDistrict: [],
  byWeekday: [],
  byMhu: [],
  duplicates: [],
});

/** Records of `resource` sharing `value` in `field`. */
export const aDuplicate = (
  resource: string,
  field: string,
  value: string,
  ids: number[],
): UniqueDuplicate => ({
  resource,
  field,
  value,
  ids,
});
