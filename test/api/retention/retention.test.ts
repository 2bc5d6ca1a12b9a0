// The retention rule on both databases: 45 days after a delete, the person's data and photos are gone everywhere.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, drivers, healthWorkers, users } from '../../../server/db/schema.ts';
import { ERASED } from '../../../server/retention/auditRedaction.ts';
import { eraseExpiredRecords } from '../../../server/retention/eraseExpired.ts';
import { startFieldOpsServer, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { databaseKinds } from '../testServer.ts';
import {
  buildScenario,
  deletedDriver,
  deletedUser,
  replacedMobile,
  type Scenario,
} from './retentionScenario.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('retention on the %s database', (kind) => {
  let server: FieldOpsServer;
  let scene: Scenario;
  const log = { info: vi.fn(), error: vi.fn() };
  const daysAfterDelete = (days: number) => new Date(scene.deletedAt.getTime() + days * DAY_MS);
  const runAt = (days: number) =>
    eraseExpiredRecords({ db: server.db, config: server.config, log }, daysAfterDelete(days));
  const driverRow = async (id: number) =>
    (await server.db.select().from(drivers).where(eq(drivers.id, id)))[0];
  const userRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
  const trailOf = (resource: string, id: number) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, id)))
      .orderBy(auditLog.id);
  const everything = async () => ({
    drivers: await server.db.select().from(drivers).orderBy(drivers.id),
    healthWorkers: await server.db.select().from(healthWorkers).orderBy(healthWorkers.id),
    users: await server.db.select().from(users).orderBy(users.id),
    audit: await server.db.select().from(auditLog).orderBy(auditLog.id),
    uploads: (await server.uploads()).sort(),
  });
  let live: { driver: unknown; user: unknown; trails: unknown[] };

  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
    scene = await buildScenario(server);
    const { liveDriver, liveUser } = scene.ids;
    live = {
      driver: await driverRow(liveDriver),
      user: await userRow(liveUser),
      trails: [await trailOf('driver', liveDriver), await trailOf('user', liveUser)],
    };
  });
  afterAll(() => server?.close());

  it('erases nothing 44 days after the delete', async () => {
    const before = await everything();
    expect(await runAt(44)).toEqual({ erased: 0, failed: 0 });
    expect(await everything()).toEqual(before);
    expect(before.uploads).toEqual(expect.arrayContaining(scene.photos));
  });

  describe('46 days after the delete', () => {
    let firstRuns: { erased: number; failed: number }[];
    beforeAll(async () => {
      // As two servers of one database would: each record is erased by one of them.
      firstRuns = await Promise.all([runAt(46), runAt(46)]);
    });

    it('erases the deleted driver, health worker and user once each, even with two runs at once', () => {
      expect(firstRuns.reduce((sum, run) => sum + run.erased, 0)).toBe(3);
      expect(firstRuns.map((run) => run.failed)).toEqual([0, 0]);
      expect(log.error).not.toHaveBeenCalled();
    });

    it("empties the deleted driver's personal columns and keeps the others", async () => {
      expect(await driverRow(scene.ids.deletedDriver)).toMatchObject({
        driver_name: '',
        mobile_no: null,
        spouse_parent_name: '',
        city_village: '',
        dob: null,
        age: null,
        image: null,
        mhu: 'MHU-7',
        site: scene.siteId,
        state_id: 2,
        district_id: 20,
        block_id: 168,
        gender: 202,
        relationship: 903,
        erased_at: daysAfterDelete(46),
      });
    });

    it("empties the deleted health worker's name", async () => {
      const [row] = await server.db
        .select()
        .from(healthWorkers)
        .where(eq(healthWorkers.id, scene.ids.deletedHealthWorker));
      expect(row).toMatchObject({ health_worker_name: '', mobile_no: null, mhu: 'MHU-7', state_id: 2 });
      expect(row.erased_at).not.toBeNull();
    });

    it("empties the deleted user's personal columns and password hash and keeps the others", async () => {
      const row = await userRow(scene.ids.deletedUser);
      expect(row).toMatchObject({
        name: '',
        email: '',
        password_hash: '',
        mobile_number: null,
        city_village: null,
      });
      expect(row).toMatchObject({ role_id: 5, state_id: 2, district_id: [20], block_id: 168 });
      expect(row.deleted_at).not.toBeNull();
      expect(row.erased_at).toEqual(daysAfterDelete(46));
    });

    it('removes the current and the replaced photo from disk', async () => {
      const uploads = await server.uploads();
      for (const photo of scene.photos) expect(uploads).not.toContain(photo);
    });

    it('leaves no personal value in the audit trail of an erased record', async () => {
      const { deletedDriver: driverId, deletedUser: userId } = scene.ids;
      const driverTrail = await trailOf('driver', driverId);
      const text = JSON.stringify([...driverTrail, ...(await trailOf('user', userId))]);
      const personal = [...Object.values(deletedDriver), ...Object.values(deletedUser), ...scene.photos];
      for (const value of [...personal, replacedMobile, '9811122244', scene.deletedUserEmail])
        expect(text).not.toContain(value);
      expect(driverTrail.map((row) => row.action)).toEqual(['add', 'edit', 'delete']);
      expect(driverTrail[0].changes).toMatchObject({
        driver_name: ERASED,
        age: ERASED,
        mhu: 'MHU-7',
        site: scene.siteId,
      });
      expect(driverTrail[1].changes).toMatchObject({ image: { from: ERASED, to: ERASED } });
    });

    it('never touches a live record', async () => {
      const { liveDriver, liveUser } = scene.ids;
      expect(await driverRow(liveDriver)).toEqual(live.driver);
      expect(await userRow(liveUser)).toEqual(live.user);
      expect([await trailOf('driver', liveDriver), await trailOf('user', liveUser)]).toEqual(live.trails);
      expect(await server.uploads()).toContain(scene.livePhoto);
    });

    it('changes nothing on a second run', async () => {
      const before = await everything();
      expect(await runAt(100)).toEqual({ erased: 0, failed: 0 });
      expect(await everything()).toEqual(before);
    });
  });
});
