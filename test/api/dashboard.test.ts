// GET /api/dashboard answers the live figures of the data, per district, weekday and MHU of each state, on both
// databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedResources, perStateResources, resourcesIn } from '../../resources/dashboard.ts';
import type { ResourceConfig } from '../../resources/index.ts';
import type { Database } from '../../server/db/connection.ts';
import { districts, drivers, healthWorkers, programs, projects, sites } from '../../server/db/schema.ts';
import type { DashboardFigures } from '../../server/routes/dashboard.ts';
import { insertUser } from './factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from './testServer.ts';

interface Place {
  state_id: number;
  district_id: number;
}

const MONDAY = 701;
const FRIDAY = 705;

let siteCodes = 0;
const siteRow = (place: Place, days: number, mhu = 'MHU-1') => ({
  site_name: 'Ward 4',
  mhu,
  site_code: `S-${++siteCodes}`,
  day_name: days === MONDAY ? 'Monday' : 'Friday',
  days,
  ...place,
  block_id: 1,
});

const workerRow = (place: Place, mhu: string) => ({
  mhu,
  site: 1,
  dob: '1980-01-01',
  gender: 1,
  id_card: 1,
  spouse_parent_name: 'Parent',
  relationship: 1,
  ...place,
  block_id: 1,
  city_village: 'Village',
});

/** The figures given, and zero for every other resource of the registry's list (those this file inserts none of). */
const withZeros = (list: readonly ResourceConfig[], figures: Record<string, number>) => ({
  ...Object.fromEntries(list.map(({ table }) => [table, 0])),
  ...figures,
});

/** Rows in two districts of one state and one of another, plus one deleted row of each kind that must not count. */
async function insertFigures(db: Database, [north, south, other]: Place[]) {
  const deletedAt = new Date();
  await db.insert(projects).values([
    { project_name: 'P', project_code: 'P1' },
    { project_name: 'Q', project_code: 'Q1' },
  ]);
  await db.insert(projects).values({ project_name: 'Gone', project_code: 'G', deleted_at: deletedAt });
  await db.insert(programs).values({ program_name: 'R', program_code: 'R1' });
  await db.insert(sites).values([siteRow(north, MONDAY), siteRow(south, MONDAY), siteRow(other, FRIDAY)]);
  await db.insert(sites).values({ ...siteRow(other, FRIDAY), deleted_at: deletedAt });
  await db.insert(drivers).values([{ driver_name: 'D', ...workerRow(other, 'MHU-2') }]);
  await db
    .insert(drivers)
    .values({ driver_name: 'Gone', ...workerRow(north, 'MHU-1'), deleted_at: deletedAt });
  await db.insert(healthWorkers).values([
    { health_worker_name: 'H', ...workerRow(north, 'MHU-1') },
    { health_worker_name: 'H', ...workerRow(other, 'MHU-2') },
    { health_worker_name: 'H', ...workerRow(other, 'MHU-2') },
  ]);
  await insertUser(db);
}

/** Two districts of the first built-in state that has two, and a district of another state. */
async function threePlaces(db: Database): Promise<Place[]> {
  const all = await db
    .select({ state_id: districts.state_id, district_id: districts.district_id })
    .from(districts);
  const [north, south] = all.filter((place) => place.state_id === all[0].state_id);
  return [north, south, all.find((place) => place.state_id !== north.state_id)!];
}

describe.each(databaseKinds)('the dashboard on the %s database', (kind) => {
  let server: TestServer;
  let figures: DashboardFigures;
  let north: Place, south: Place, other: Place;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [north, south, other] = await threePlaces(server.db);
    await insertFigures(server.db, [north, south, other]);
    const response = await fetch(`${server.url}/api/dashboard`, {
      headers: jsonHeaders(await server.login()),
    });
    figures = (await response.json()) as DashboardFigures;
  });
  afterAll(() => server?.close());

  it('counts the live users, projects, programs, sites, drivers and health workers', () => {
    // The seeded administrator and one inserted user.
    expect(figures.counts).toEqual(
      withZeros(countedResources(), {
        users: 2,
        projects: 2,
        programs: 1,
        sites: 3,
        drivers: 1,
        health_workers: 3,
      }),
    );
  });

  it('counts sites, drivers and health workers per district of each state', () => {
    expect(figures.byDistrict).toHaveLength(3);
    expect(figures.byDistrict).toEqual(
      expect.arrayContaining([
        { ...north, ...withZeros(perStateResources(), { sites: 1, drivers: 0, health_workers: 1 }) },
        { ...south, ...withZeros(perStateResources(), { sites: 1, drivers: 0, health_workers: 0 }) },
        { ...other, ...withZeros(perStateResources(), { sites: 1, drivers: 1, health_workers: 2 }) },
      ]),
    );
  });

  it('counts sites per weekday of each state, by the day id', () => {
    expect(figures.byWeekday).toHaveLength(2);
    expect(figures.byWeekday).toEqual(
      expect.arrayContaining([
        { state_id: north.state_id, days: MONDAY, ...withZeros(resourcesIn('byWeekday'), { sites: 2 }) },
        { state_id: other.state_id, days: FRIDAY, ...withZeros(resourcesIn('byWeekday'), { sites: 1 }) },
      ]),
    );
  });

  it('counts drivers and health workers per MHU of each state', () => {
    expect(figures.byMhu).toHaveLength(2);
    expect(figures.byMhu).toEqual(
      expect.arrayContaining([
        {
          state_id: north.state_id,
          mhu: 'MHU-1',
          ...withZeros(resourcesIn('byMhu'), { drivers: 0, health_workers: 1 }),
        },
        {
          state_id: other.state_id,
          mhu: 'MHU-2',
          ...withZeros(resourcesIn('byMhu'), { drivers: 1, health_workers: 2 }),
        },
      ]),
    );
  });

  it('refuses a caller without a token', async () => {
    expect((await fetch(`${server.url}/api/dashboard`)).status).toBe(401);
  });
});

describe.each(databaseKinds)('the dashboard of an empty %s database', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers zeros and no breakdown rows', async () => {
    const response = await fetch(`${server.url}/api/dashboard`, {
      headers: jsonHeaders(await server.login()),
    });
    expect(await response.json()).toEqual({
      counts: withZeros(countedResources(), { users: 1 }),
      byDistrict: [],
      byWeekday: [],
      byMhu: [],
      duplicates: [],
    });
  });
});
