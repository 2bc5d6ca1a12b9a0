// The copies kept on the device for reading offline: per user and scope, dropped past their maximum age (even with
// no one signed in), and deleted whole at logout.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  createDeviceCopies,
  DEVICE_COPIES_DB,
  offlineMaxAgeDays,
  scopeOfUser,
} from '../../../dataProvider/deviceCopies.ts';
import type { SessionUser } from '../../../dataProvider/session.ts';
import { areas } from '../authProvider/areas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A device (its own IndexedDB), a clock the test moves, and whose session is open. */
const aDevice = () => {
  const device = {
    indexedDB: new IDBFactory(),
    time: Date.UTC(2026, 10, 1),
    scope: 'user-1' as string | undefined,
  };
  const copiesOf = (maxAgeDays?: number) =>
    createDeviceCopies({
      indexedDB: device.indexedDB,
      now: () => device.time,
      scopeOf: () => device.scope,
      maxAgeDays,
    });
  const databaseNames = async () => (await device.indexedDB.databases()).map((database) => database.name);
  return { device, copiesOf, databaseNames };
};

const aUser = (id: number, districtIds: number[]): SessionUser => ({
  id,
  name: `User ${id}`,
  email: `user${id}@example.org`,
  role_id: 5,
  area: { ...areas.districtCoordinator, userId: id, districtIds },
});

describe('copies kept on the device', () => {
  it('gives back what the same user saved, with the time it was saved', async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf().save('list', 'project', { rows: [{ id: 1 }] });
    device.time += 60_000;
    expect(await copiesOf().read('list', 'project')).toEqual({
      savedAt: Date.UTC(2026, 10, 1),
      value: { rows: [{ id: 1 }] },
    });
  });

  it("never gives one user's copy to another user signing in on the device", async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf().save('list', 'project', { rows: [{ id: 1 }] });
    device.scope = 'user-2';
    expect(await copiesOf().read('list', 'project')).toBeUndefined();
  });

  it('keeps nothing and reads nothing while no one is signed in', async () => {
    const { device, copiesOf, databaseNames } = aDevice();
    device.scope = undefined;
    await copiesOf().save('record', 'project/1', { id: 1 });
    expect(await copiesOf().read('record', 'project/1')).toBeUndefined();
    expect(await databaseNames()).toEqual([]);
  });

  it('scopes copies by the area as well as the user: a user moved to another district reads none', () => {
    const before = scopeOfUser(aUser(7, [10]));
    expect(scopeOfUser(aUser(7, [10]))).toBe(before);
    expect(scopeOfUser(aUser(7, [11]))).not.toBe(before);
    expect(scopeOfUser(aUser(8, [10]))).not.toBe(before);
    expect(scopeOfUser(null)).toBeUndefined();
  });

  it('reads the same scope from an area whose fields come in another order', () => {
    const { area, ...rest } = aUser(7, [10]);
    const reordered = Object.fromEntries(Object.entries(area!).reverse()) as typeof area;
    expect(scopeOfUser({ ...rest, area: reordered })).toBe(scopeOfUser(aUser(7, [10])));
  });

  it('deletes at start the copies older than the maximum age, whoever saved them, with no one signed in', async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf().save('list', 'project', { rows: [] });
    device.time += 3 * DAY_MS;
    await copiesOf().save('list', 'site', { rows: [] });
    device.time += 4 * DAY_MS + 1;
    device.scope = undefined;
    await copiesOf().sweep();
    device.scope = 'user-1';
    device.time -= 4 * DAY_MS;
    expect(await copiesOf().read('list', 'project')).toBeUndefined();
    expect(await copiesOf().read('list', 'site')).toBeDefined();
  });

  it("keeps a list's rows as long as its list entry, however old the rows, and deletes them with it", async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf().save('listRows', 'project', { rows: [{ id: 1 }], etag: '"v1"' });
    await copiesOf().save('listRows', 'site', { rows: [{ id: 2 }], etag: '"v1"' });
    await copiesOf().save('list', 'site', { etag: '"v1"' });
    device.time += 6 * DAY_MS;
    await copiesOf().save('list', 'project', { etag: '"v1"' });
    device.time += 2 * DAY_MS;
    await copiesOf().sweep();
    expect(await copiesOf().read('listRows', 'project')).toBeDefined();
    expect(await copiesOf().read('list', 'site')).toBeUndefined();
    expect(await copiesOf().read('listRows', 'site')).toBeUndefined();
  });

  it("keeps the master data's text as long as its entry, renewed at each 304, and deletes it with it", async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf().save('masterDataText', 'answered', { text: '{}', etag: '"md-1"' });
    device.time += 6 * DAY_MS;
    await copiesOf().save('masterData', 'answered', { etag: '"md-1"' });
    device.time += 2 * DAY_MS;
    await copiesOf().sweep();
    expect(await copiesOf().read('masterDataText', 'answered')).toBeDefined();
    device.time += 6 * DAY_MS;
    await copiesOf().sweep();
    expect(await copiesOf().read('masterData', 'answered')).toBeUndefined();
    expect(await copiesOf().read('masterDataText', 'answered')).toBeUndefined();
  });

  it('reads no copy past the maximum age even before a sweep, and takes the age it is given', async () => {
    const { device, copiesOf } = aDevice();
    await copiesOf(2).save('masterData', 'all', { state: [] });
    device.time += 2 * DAY_MS;
    expect(await copiesOf(2).read('masterData', 'all')).toBeDefined();
    device.time += 1;
    expect(await copiesOf(2).read('masterData', 'all')).toBeUndefined();
  });

  it('does not create the database only to sweep it', async () => {
    const { copiesOf, databaseNames } = aDevice();
    await copiesOf().sweep();
    expect(await databaseNames()).toEqual([]);
  });

  it('deletes the whole database at logout, though a connection to it is open', async () => {
    const { copiesOf, databaseNames } = aDevice();
    const copies = copiesOf();
    await copies.save('list', 'project', { rows: [] });
    expect(await databaseNames()).toEqual([DEVICE_COPIES_DB]);
    await copies.clear();
    expect(await databaseNames()).toEqual([]);
  });

  it('keeps nothing, and fails nothing, in a browser without IndexedDB', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const copies = createDeviceCopies({ scopeOf: () => 'user-1' });
    await copies.save('list', 'project', { rows: [] });
    expect(await copies.read('list', 'project')).toBeUndefined();
    await expect(copies.sweep()).resolves.toBeUndefined();
    await expect(copies.clear()).resolves.toBeUndefined();
  });

  it('reads the maximum age in days from its setting, 7 when unset or not a positive number', () => {
    expect(offlineMaxAgeDays(undefined)).toBe(7);
    expect(offlineMaxAgeDays('3')).toBe(3);
    expect(offlineMaxAgeDays(' 0.5 ')).toBe(0.5);
    expect(offlineMaxAgeDays('0')).toBe(7);
    expect(offlineMaxAgeDays('a week')).toBe(7);
  });
});
