// The Hindi names of the seeded options and roles: answered beside the English, editable data like it, and
// filled by the seed on a database made before them without touching a name someone edited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/db/seed.ts';
import { seedCommonOptions, seedRoles } from '../../../resources/seededOptions.ts';
import { mstCommon, roles } from '../../../server/db/schema.ts';
import { databaseKinds, jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';

type Rows = Record<string, unknown>[];

describe.each(databaseKinds)('Hindi option names on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const masterData = async (): Promise<Record<string, Rows>> =>
    (await fetch(`${server.url}/api/master_data`, { headers: jsonHeaders(token) })).json();
  const seedAgain = () => seed(server.db, { adminEmail: testAdmin.email, adminPassword: testAdmin.password });

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.login();
  });
  afterAll(() => server?.close());

  it('answers every seeded option with its Hindi name beside the English', async () => {
    const answered = (await masterData()).mst_common.map(({ common_id, value, value_hi, flag }) => ({
      common_id,
      value,
      value_hi,
      flag,
    }));
    expect(answered).toEqual(expect.arrayContaining(seedCommonOptions));
    expect(answered).toHaveLength(seedCommonOptions.length);
  });

  it('answers every seeded role with its Hindi name beside the English', async () => {
    expect((await masterData()).mst_roles).toEqual(seedRoles);
  });

  it('answers a Hindi name as edited in the database, the English and the id unchanged', async () => {
    await server.db.update(mstCommon).set({ value_hi: 'तृतीय लिंग' }).where(eq(mstCommon.common_id, 203));
    const option = (await masterData()).mst_common.find((row) => row.common_id === 203);
    expect(option).toEqual({ common_id: 203, value: 'Other', value_hi: 'तृतीय लिंग', flag: 2 });
  });

  it('answers an option added without a Hindi name with none, for the client to show the English', async () => {
    await server.db.insert(mstCommon).values({ common_id: 907, value: 'Guardian', flag: 9 });
    const option = (await masterData()).mst_common.find((row) => row.common_id === 907);
    expect(option).toEqual({ common_id: 907, value: 'Guardian', value_hi: null, flag: 9 });
  });

  it('gives a database made before the Hindi names its seeded ones at the next start', async () => {
    await server.db.update(roles).set({ role_name_hi: null });
    await server.db.update(mstCommon).set({ value_hi: null }).where(eq(mstCommon.flag, 7));
    await seedAgain();
    const answer = await masterData();
    expect(answer.mst_roles).toEqual(seedRoles);
    const days = answer.mst_common.filter((row) => row.flag === 7).map((row) => row.value_hi);
    expect(days).toEqual(seedCommonOptions.filter((row) => row.flag === 7).map((row) => row.value_hi));
  });

  it('keeps an edited Hindi name, and gives a renamed option no seeded Hindi name, when seeding again', async () => {
    await server.db.update(roles).set({ role_name_hi: 'राज्य प्रभारी' }).where(eq(roles.role_id, 2));
    await server.db
      .update(roles)
      .set({ role_name: 'Programme Lead', role_name_hi: null })
      .where(eq(roles.role_id, 3));
    await seedAgain();
    const byId = new Map((await masterData()).mst_roles.map((role) => [role.role_id, role]));
    expect(byId.get(2)).toMatchObject({ role_name: 'State Coordinator', role_name_hi: 'राज्य प्रभारी' });
    expect(byId.get(3)).toMatchObject({ role_name: 'Programme Lead', role_name_hi: null });
  });
});
