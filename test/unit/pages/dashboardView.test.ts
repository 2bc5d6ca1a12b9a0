// The dashboard's figures shaped for all states or one state: sums of the answer's per-state rows, named from
// master data, each bar with the exact filter that finds its records.
import { describe, expect, it } from 'vitest';
import { countedResources } from '../../../resources/dashboard.ts';
import { dashboardView } from '../../../src/pages/dashboard/dashboardView.ts';
import {
  aDashboardAnswer,
  anEmptyAnswer,
  BIHAR,
  dashboardMasterData,
  FRIDAY,
  GOA,
} from './dashboardFixtures.ts';

const viewOf = (stateId: number | null) => dashboardView(aDashboardAnswer(), dashboardMasterData, stateId);

describe('the dashboard of all states', () => {
  it('keeps the answer’s totals', () => {
    expect(viewOf(null).counts).toEqual(aDashboardAnswer().counts);
  });

  it('adds each state’s districts up into a bar per state, by name, filtered by its id', () => {
    expect(viewOf(null).places).toEqual([
      { label: 'Bihar', filter: { state_id: BIHAR }, figures: { sites: 3, drivers: 1, health_workers: 6 } },
      { label: 'Goa', filter: { state_id: GOA }, figures: { sites: 2, drivers: 3, health_workers: 3 } },
    ]);
  });

  it('adds the states up per weekday, for all seven days in week order', () => {
    const { weekdays } = viewOf(null);
    expect(weekdays.map((day) => [day.label, day.figures.sites ?? 0])).toEqual([
      ['Monday', 4],
      ['Tuesday', 0],
      ['Wednesday', 0],
      ['Thursday', 0],
      ['Friday', 1],
      ['Saturday', 0],
      ['Sunday', 0],
    ]);
    expect(weekdays[4].filter).toEqual({ days: FRIDAY });
  });

  it('shows MHUs in natural order, each filtered by its whole name', () => {
    expect(viewOf(null).mhus.map((mhu) => [mhu.label, mhu.filter])).toEqual([
      ['MHU-2', { mhu: 'MHU-2' }],
      ['MHU-10', { mhu: 'MHU-10' }],
    ]);
  });

  it('names a state master data does not know --, and still filters by its id', () => {
    const answer = { ...anEmptyAnswer(), byDistrict: [{ state_id: 99, district_id: 1, sites: 1 }] };
    expect(dashboardView(answer, dashboardMasterData, null).places).toEqual([
      { label: '--', filter: { state_id: 99 }, figures: { sites: 1 } },
    ]);
  });
});

describe('the dashboard of one state', () => {
  it('counts that state’s sites, drivers and health workers, and everyone’s users, projects and programs', () => {
    const goa = { users: 7, projects: 3, programs: 2, sites: 2, drivers: 3, health_workers: 3 };
    // Every other counted resource of the registry: none in the answer, so none in the state.
    const others = countedResources().filter(({ table }) => !(table in goa));
    expect(viewOf(GOA).counts).toEqual({
      ...goa,
      ...Object.fromEntries(others.map(({ table }) => [table, 0])),
    });
  });

  it('counts zero for a state without records', () => {
    expect(dashboardView(aDashboardAnswer(), dashboardMasterData, 77).counts).toMatchObject({
      sites: 0,
      drivers: 0,
      health_workers: 0,
    });
  });

  it('has a bar per district of the state, filtered by the state and the district', () => {
    expect(viewOf(GOA).places).toEqual([
      {
        label: 'North Goa',
        filter: { state_id: GOA, district_id: 301 },
        figures: { sites: 1, drivers: 2, health_workers: 0 },
      },
      {
        label: 'South Goa',
        filter: { state_id: GOA, district_id: 302 },
        figures: { sites: 1, drivers: 1, health_workers: 3 },
      },
    ]);
  });

  it('files the records of a table without districts under the state', () => {
    const answer = { ...anEmptyAnswer(), byDistrict: [{ state_id: GOA, district_id: null, projects: 2 }] };
    expect(dashboardView(answer, dashboardMasterData, GOA).places).toEqual([
      { label: '--', filter: { state_id: GOA }, figures: { projects: 2 } },
    ]);
  });

  it('counts only the state’s weekdays and MHUs', () => {
    const view = viewOf(BIHAR);
    expect(
      view.weekdays.filter((day) => day.figures.sites).map((day) => [day.label, day.figures.sites]),
    ).toEqual([['Monday', 3]]);
    expect(view.weekdays[0].filter).toEqual({ state_id: BIHAR, days: view.weekdays[0].filter.days });
    expect(view.mhus).toEqual([
      {
        label: 'MHU-10',
        filter: { state_id: BIHAR, mhu: 'MHU-10' },
        figures: { drivers: 1, health_workers: 6 },
      },
    ]);
  });
});
