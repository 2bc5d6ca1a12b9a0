// Locations a later LGD import retires (a district split or merged away): the records naming them stay valid and
// are counted for the importer, and nobody chooses them anew (both databases, over real HTTP).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInLocations } from '../../server/db/lgd/builtInLocations.ts';
import { retiredInUse, retiredMessage } from '../../server/db/lgd/retiredInUse.ts';
import type { LevelCounts, LocationSet } from '../../server/db/lgd/types.ts';
import { upsertLocations } from '../../server/db/lgd/upsert.ts';
import { sites, users } from '../../server/db/schema.ts';
import { insertUser } from './factories.ts';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';
import { caller, type Answer } from './users/userApi.ts';

/** Kullu (20, Himachal Pradesh) and its five blocks; Solan (25) stays. */
const kullu = { state_id: 2, district_id: 20, block_id: 168 };
const solan = { state_id: 2, district_id: 25, block_id: 200 };

/** The set without one district and its blocks, as a new LGD release that split or merged it away. */
const withoutDistrict = (set: LocationSet, districtId: number): LocationSet => ({
  ...set,
  districts: set.districts.filter((d) => d.district_id !== districtId),
  blocks: set.blocks.filter((b) => b.district_id !== districtId),
});

const siteRow = (place: typeof kullu, site_code: string) => ({
  site_name: 'Anni Camp',
  mhu: 'MHU-7',
  site_code,
  day_name: 'Monday',
  days: 701,
  ...place,
});

/** An edit body: the record as the API reads it, as the edit form sends it back. */
const unchanged = (
  { id: _id, ...fields }: Record<string, unknown>,
  changes: Record<string, unknown> = {},
) => ({
  ...fields,
  ...changes,
});

describe.each(databaseKinds)('locations a later import retires, on the %s database', (kind) => {
  let server: TestServer;
  let call: (path: string, body?: unknown) => Promise<Answer>;
  let imported: { retired: LevelCounts };
  const ids = { kulluSite: 0, solanSite: 0, coordinator: 0 };

  // The records exist before the import, and the server writes nothing before it, as when the import runs with
  // the server stopped (the embedded server holds the live locations from its first write on).
  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    const inserted = await db
      .insert(sites)
      .values([
        siteRow(kullu, 'KU-1'),
        siteRow(solan, 'SO-1'),
        { ...siteRow(kullu, 'KU-2'), deleted_at: new Date() },
      ])
      .returning({ id: sites.id });
    [ids.kulluSite, ids.solanSite] = inserted.map((row) => row.id);
    ids.coordinator = (await insertUser(db, { role_id: 2 })).id;
    await db
      .update(users)
      .set({ mobile_number: '9876543210', ...solan, district_id: [25, 20], city_village: 'Solan' })
      .where(eq(users.id, ids.coordinator));
    imported = await upsertLocations(db, withoutDistrict(builtInLocations, 20), {
      markMissingInactive: true,
    });
    const token = await server.login();
    call = caller(server, () => token);
  });
  afterAll(() => server?.close());

  const read = async (path: string) => (await call(path)).body[0];

  it('retires the dropped district and its blocks', () => {
    expect(imported.retired).toEqual({ states: 0, districts: 1, blocks: 5 });
  });

  it('counts the live records that still name a retired location, a deleted one not', async () => {
    expect(await retiredInUse(server.db)).toEqual({ site: 1, user: 1 });
  });

  it('lists and reads a site whose district was retired', async () => {
    const list = (await call('sites')).body;
    expect(list.find((row) => row.id === ids.kulluSite)).toMatchObject(kullu);
    expect(await read(`get_site/${ids.kulluSite}`)).toMatchObject(kullu);
  });

  it('saves a site that keeps its retired district and block', async () => {
    const site = await read(`get_site/${ids.kulluSite}`);
    const answer = await call(`sites_edit/${ids.kulluSite}`, unchanged(site, { site_name: 'Anni Camp 2' }));
    expect(answer.status).toBe(200);
    expect(await read(`get_site/${ids.kulluSite}`)).toMatchObject({ ...kullu, site_name: 'Anni Camp 2' });
  });

  it('refuses a retired district and block chosen for a new site', async () => {
    const answer = await call('sites_add', { id: '', ...siteRow(kullu, 'KU-3') });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      district_id: 'Choose a district from the list',
      block_id: 'Choose a block from the list',
    });
  });

  it('refuses moving a site to a retired district and block', async () => {
    const site = await read(`get_site/${ids.solanSite}`);
    const answer = await call(`sites_edit/${ids.solanSite}`, unchanged(site, kullu));
    expect(answer.status).toBe(422);
    expect(await read(`get_site/${ids.solanSite}`)).toMatchObject(solan);
  });

  it('saves a role 2 user who keeps a retired district among their districts', async () => {
    const user = await read(`get_user/${ids.coordinator}`);
    expect(user).toMatchObject({ district_id: [25, 20] });
    const answer = await call(`users_edit/${ids.coordinator}`, unchanged(user, { password: '********' }));
    expect(answer.status).toBe(200);
  });

  it('refuses a retired district added to a role 2 user', async () => {
    const user = await read(`get_user/${ids.coordinator}`);
    const solanOnly = await call(
      `users_edit/${ids.coordinator}`,
      unchanged(user, { password: '', district_id: [25] }),
    );
    expect(solanOnly.status).toBe(200);
    const answer = await call(
      `users_edit/${ids.coordinator}`,
      unchanged(user, { password: '', district_id: [25, 20] }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ district_id: 'Choose a district from the list' });
  });
});

describe('retiredMessage', () => {
  const none = { states: 0, districts: 0, blocks: 0 };

  it('names what the import retired and the records that still use it', () => {
    expect(retiredMessage({ ...none, districts: 2, blocks: 5 }, { site: 3, user: 1 })).toBe(
      'Retired 2 districts and 5 blocks; still used by 3 sites and 1 user ' +
        '(they stay valid; choose the new location when you next edit them).',
    );
  });

  it('says so when no record uses what the import retired', () => {
    expect(retiredMessage({ ...none, states: 1 }, {})).toBe('Retired 1 state; no record uses them.');
  });

  it('still names records that use locations an earlier import retired', () => {
    expect(retiredMessage(none, { driver: 1 })).toBe(
      'Retired locations are still used by 1 driver (they stay valid; choose the new location when you next edit them).',
    );
  });

  it('says nothing when nothing was retired and nothing uses a retired location', () => {
    expect(retiredMessage(none, {})).toBeUndefined();
  });
});
