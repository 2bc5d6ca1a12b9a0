// GET /api/dashboard answers the live figures of the data, on both databases.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection.ts';
import { drivers, healthWorkers, programs, projects, sites, states } from '../../server/db/schema.ts';
import type { DashboardFigures } from '../../server/routes/dashboard.ts';
import { insertUser } from './factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from './testServer.ts';

const siteRow = (stateId: number) => ({
  site_name: 'Ward 4',
  mhu: 'MHU-1',
  site_code: 'S-1',
  day_name: 'Monday',
  days: 1,
  state_id: stateId,
  district_id: 1,
  block_id: 1,
});

const workerRow = (stateId: number) => ({
  mhu: 'MHU-1',
  site: 1,
  dob: '1980-01-01',
  gender: 1,
  id_card: 1,
  spouse_parent_name: 'Parent',
  relationship: 1,
  state_id: stateId,
  district_id: 1,
  block_id: 1,
  city_village: 'Village',
});

/** Rows in two states, plus one deleted row of each kind that must not count. */
async function insertFigures(db: Database, [first, second]: number[]) {
  const deletedAt = new Date();
  await db.insert(projects).values([
    { project_name: 'P', project_code: 'P1' },
    { project_name: 'Q', project_code: 'Q1' },
  ]);
  await db.insert(projects).values({ project_name: 'Gone', project_code: 'G', deleted_at: deletedAt });
  await db.insert(programs).values({ program_name: 'R', program_code: 'R1' });
  await db.insert(sites).values([siteRow(first), siteRow(first), siteRow(second)]);
  await db.insert(sites).values({ ...siteRow(second), deleted_at: deletedAt });
  await db.insert(drivers).values([{ driver_name: 'D', ...workerRow(second) }]);
  await db.insert(drivers).values({ driver_name: 'Gone', ...workerRow(first), deleted_at: deletedAt });
  await db.insert(healthWorkers).values([
    { health_worker_name: 'H', ...workerRow(first) },
    { health_worker_name: 'H', ...workerRow(second) },
    { health_worker_name: 'H', ...workerRow(second) },
  ]);
  await insertUser(db);
}

describe.each(databaseKinds)('the dashboard on the %s database', (kind) => {
  let server: TestServer;
  let figures: DashboardFigures;
  let stateIds: number[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const known = await server.db.select({ id: states.state_id }).from(states).limit(2);
    stateIds = known.map((state) => state.id);
    await insertFigures(server.db, stateIds);
    const response = await fetch(`${server.url}/api/dashboard`, {
      headers: jsonHeaders(await server.login()),
    });
    figures = (await response.json()) as DashboardFigures;
  });
  afterAll(() => server?.close());

  it('counts the live users, projects, programs, sites, drivers and health workers', () => {
    // The seeded administrator and one inserted user.
    expect(figures.counts).toEqual({
      users: 2,
      projects: 2,
      programs: 1,
      sites: 3,
      drivers: 1,
      health_workers: 3,
    });
  });

  it('counts sites, drivers and health workers per state, with the state names', async () => {
    const nameOf = async (id: number) =>
      (await server.db.select().from(states).where(eq(states.state_id, id)))[0].state_name;
    const [first, second] = stateIds;
    expect(figures.byState).toHaveLength(2);
    expect(figures.byState).toEqual(
      expect.arrayContaining([
        { state_id: first, state_name: await nameOf(first), sites: 2, drivers: 0, health_workers: 1 },
        { state_id: second, state_name: await nameOf(second), sites: 1, drivers: 1, health_workers: 2 },
      ]),
    );
  });

  it('refuses a caller without a token', async () => {
    expect((await fetch(`${server.url}/api/dashboard`)).status).toBe(401);
  });
});
