// GET /api/master_data: every option list, active rows only, in the contract's shape.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, sites, states } from '../../../server/db/schema.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('GET /api/master_data on %s', (kind) => {
  let server: TestServer;
  let masterData: Record<string, Record<string, unknown>[]>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.insert(programs).values([
      { program_name: 'Zeta Care', program_code: 'Z-1' },
      { program_name: 'Alpha Care', program_code: 'A-1' },
      { program_name: 'Closed Care', program_code: 'C-1', deleted_at: new Date() },
    ]);
    await server.db.insert(states).values({ state_id: 9999, state_name: 'RETIRED STATE', active: false });
    const [site] = await server.db
      .insert(sites)
      .values({
        site_name: 'Old Site',
        mhu: 'M1',
        site_code: 'S1',
        day_name: 'Monday',
        days: 701,
        state_id: 2,
        district_id: 1,
        block_id: 1,
      })
      .returning({ id: sites.id });
    await server.db.update(sites).set({ deleted_at: new Date() }).where(eq(sites.id, site.id));
    const response = await fetch(`${server.url}/api/master_data`, {
      headers: jsonHeaders(await server.login()),
    });
    masterData = await response.json();
  });
  afterAll(() => server?.close());

  it('answers every collection of the contract', () => {
    expect(Object.keys(masterData).sort()).toEqual(
      [
        'block',
        'district',
        'mst_common',
        'mst_program',
        'mst_project',
        'mst_roles',
        'mst_sites',
        'state',
      ].sort(),
    );
  });

  it('gives each collection the fields the client reads', () => {
    expect(Object.keys(masterData.state[0])).toEqual(['state_id', 'state_name']);
    expect(Object.keys(masterData.district[0])).toEqual(['district_id', 'district_name', 'state_id']);
    expect(Object.keys(masterData.block[0])).toEqual(['block_id', 'block_name', 'district_id']);
    expect(Object.keys(masterData.mst_roles[0])).toEqual(['role_id', 'role_name', 'role_name_hi']);
    expect(Object.keys(masterData.mst_common[0])).toEqual(['common_id', 'value', 'value_hi', 'flag']);
    expect(masterData.mst_program[0]).toEqual({ program_id: expect.any(Number), program_name: 'Alpha Care' });
  });

  it('lists programs by name and leaves out deleted ones', () => {
    expect(masterData.mst_program.map((program) => program.program_name)).toEqual([
      'Alpha Care',
      'Zeta Care',
    ]);
  });

  it('leaves out inactive states and deleted sites', () => {
    expect(masterData.state.map((state) => state.state_id)).not.toContain(9999);
    expect(masterData.mst_sites).toEqual([]);
  });

  it('lists the six seeded roles', () => {
    expect(masterData.mst_roles.map((role) => role.role_id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the days of the week in calendar order', () => {
    const days = masterData.mst_common.filter((option) => option.flag === 7).map((option) => option.value);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});
