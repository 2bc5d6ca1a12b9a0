// A record other live records name is not deleted (409, what names it counted as the caller may read it), for
// every pair the registry's configs declare; and no write can name a record while its delete commits.
import fc from 'fast-check';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  payloadKeyOf,
  resources,
  usesOf,
  type FieldConfig,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { drivers, sites } from '../../../server/db/schema.ts';
import { homeCoordinators, insertAreaUser, places } from '../access/areaUsers.ts';
import {
  startFieldOpsServer,
  validFieldWorker,
  validSite,
  type FieldOpsServer,
} from '../fieldOps/fieldOpsServer.ts';
import { validBodies } from '../fuzz/bodies.ts';
import { databaseKinds } from '../testServer.ts';

/** Every (named resource, naming resource, field) the registry declares. */
const pairs = resources.flatMap((target) => usesOf(target, resources).map((use) => ({ target, ...use })));
const nounOf = (resource: ResourceConfig) => resource.noun?.one ?? resource.name;

describe.each(databaseKinds)('deleting a record others name on the %s database', (kind) => {
  let server: FieldOpsServer;
  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
  });
  afterAll(() => server?.close());

  let seed = 1;
  /**
   * A new record of the resource from the valid bodies its config makes, with `overrides` set over it, among
   * those whose form shows `shown` (a user's program is asked of a Program Manager only).
   */
  const add = async (
    resource: ResourceConfig,
    overrides: Values = {},
    shown?: FieldConfig,
  ): Promise<number> => {
    const masterData = (await server.call('master_data')).body as unknown as MasterData;
    const samples = fc
      .sample(validBodies(resource, masterData), { numRuns: 300, seed: seed++ })
      .filter((body) => shown?.shownWhen?.({ ...body, ...overrides }, 'create') !== false);
    for (const body of samples) {
      const answer = await server.call(resource.endpoints.add, { ...body, ...overrides });
      if (answer.status === 200) return Number(answer.body.id);
    }
    throw new Error(`None of 100 valid ${resource.name} bodies was accepted`);
  };

  it('finds the pairs in the configs (a site its drivers and health workers, a program and a project its users)', () => {
    expect(pairs.map(({ target, resource }) => `${target.name} ← ${resource.name}`).sort()).toEqual(
      expect.arrayContaining(['program ← user', 'project ← user', 'site ← driver', 'site ← healthWorker']),
    );
  });

  it.each(pairs.map((pair) => [pair.target.name, pair.resource.name, pair]))(
    'refuses to delete a %s a live %s names, saying so, and deletes it once that one is gone',
    async (_target, _naming, { target, resource, field }) => {
      const targetId = await add(target);
      const namingId = await add(resource, { [payloadKeyOf(field)]: targetId }, field);
      const refused = await server.call(`${target.endpoints.delete}/${targetId}`);
      expect(refused).toEqual({ status: 409, body: { message: `Used by 1 ${nounOf(resource)}.` } });
      expect((await server.call(`${target.endpoints.get}/${targetId}`)).status).toBe(200);
      expect((await server.call(`${resource.endpoints.delete}/${namingId}`)).status).toBe(200);
      expect((await server.call(`${target.endpoints.delete}/${targetId}`)).status).toBe(200);
    },
  );

  it('counts every record that names it, in words', async () => {
    const site = Number((await server.call('sites_add', validSite({ site_code: 'USED-1' }))).body.id);
    for (const [key, mobile] of [
      ['driver_name', '9000000001'],
      ['driver_name', '9000000002'],
      ['health_worker_name', '9000000003'],
    ] as const) {
      const path = key === 'driver_name' ? 'drivers_add' : 'health_add';
      expect((await server.call(path, validFieldWorker(key, site, { mobile_no: mobile }))).status).toBe(200);
    }
    expect((await server.call(`site_delete/${site}`)).body).toEqual({
      message: 'Used by 2 drivers and 1 health worker.',
    });
  });

  it('counts for a coordinator only what they may read, and says there is more', async () => {
    const coordinator = await insertAreaUser(server.db, homeCoordinators.district);
    const token = await server.login(coordinator.email, coordinator.password);
    const site = Number((await server.call('sites_add', validSite({ site_code: 'USED-2' }))).body.id);
    for (const [place, mobile] of [
      [places.home, '9000000011'],
      [places.sameState, '9000000012'],
    ] as const)
      expect(
        (
          await server.call(
            'drivers_add',
            validFieldWorker('driver_name', site, { ...place, mobile_no: mobile }),
          )
        ).status,
      ).toBe(200);
    const answer = await fetch(`${server.url}/api/site_delete/${site}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ message: 'Used by 1 driver and records outside your area.' });
  });

  it('never leaves a live driver naming a deleted site when adds and the delete race', async () => {
    const site = Number((await server.call('sites_add', validSite({ site_code: 'RACE-1' }))).body.id);
    const adds = Array.from({ length: 20 }, (_, i) =>
      server.call('drivers_add', validFieldWorker('driver_name', site, { mobile_no: `91000000${10 + i}` })),
    );
    const deleted = server.call(`site_delete/${site}`);
    const answers = await Promise.all([...adds, deleted]);
    expect(answers.every((answer) => [200, 409, 422].includes(answer.status))).toBe(true);
    const [stored] = await server.db.select().from(sites).where(eq(sites.id, site));
    const named = await server.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.site, site), isNull(drivers.deleted_at)));
    if (stored.deleted_at !== null) expect(named).toEqual([]);
    else expect((await deleted).status).toBe(409);
  });
});
