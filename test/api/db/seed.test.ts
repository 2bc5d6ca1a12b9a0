// seed(): fills what is missing on every start and never overwrites or duplicates.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/db/seed.ts';
import { mstCommon, roles, states, users } from '../../../server/db/schema.ts';
import { databaseKinds, startTestServer, testAdmin, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('seed on %s', (kind) => {
  let server: TestServer;
  const count = async (table: typeof users | typeof roles | typeof mstCommon | typeof states) =>
    Number((await server.db.select({ n: sql<number>`count(*)` }).from(table))[0].n);

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('creates the first administrator with role 1', async () => {
    const [admin] = await server.db.select().from(users).where(eq(users.email, testAdmin.email));
    expect(admin.role_id).toBe(1);
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('loads the built-in locations into an empty states table', async () => {
    expect(await count(states)).toBeGreaterThan(0);
  });

  it('names a real ID card with the default card_holder_id 2', async () => {
    const [option] = await server.db.select().from(mstCommon).where(eq(mstCommon.common_id, 2));
    expect(option).toMatchObject({ flag: 8, value: 'Aadhaar Card' });
  });

  it('adds nothing and changes nothing when run again', async () => {
    await server.db.update(roles).set({ role_name: 'Programme Lead' }).where(eq(roles.role_id, 3));
    const before = { users: await count(users), roles: await count(roles), options: await count(mstCommon) };
    const result = await seed(server.db, { adminEmail: 'other@test.local', adminPassword: 'otherpass' });
    expect(result).toEqual({ createdAdmin: false, loadedLocations: false });
    expect({ users: await count(users), roles: await count(roles), options: await count(mstCommon) }).toEqual(
      before,
    );
    const [role] = await server.db.select().from(roles).where(eq(roles.role_id, 3));
    expect(role.role_name).toBe('Programme Lead');
  });
});
