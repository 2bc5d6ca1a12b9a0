// A logout leaves on the device nothing of the user's: the offline copies' database and every cache but the app
// shell's go, even when the server cannot be reached; the language alone stays in local storage.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { forgetDevice } from '../../../authProvider/forgetDevice.ts';
import { createAuthProvider } from '../../../authProvider/index.ts';
import { createDeviceCopies } from '../../../dataProvider/deviceCopies.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { httpClientOf } from '../httpClientOf.ts';

/** Cache Storage holding caches by name. */
const cachesNamed = (...names: string[]) => {
  const held = new Set(names);
  const storage = {
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
  };
  return { held, storage: storage as unknown as CacheStorage };
};

const aDeviceWithCopies = async () => {
  const indexedDB = new IDBFactory();
  const copies = createDeviceCopies({ indexedDB, scopeOf: () => 'user-1' });
  await copies.save('list', 'project', { rows: [{ id: 1 }] });
  const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);
  return { copies, databaseNames };
};

describe('forgetting the device at logout', () => {
  it("deletes the offline copies and every cache but the app shell's precache", async () => {
    const { copies, databaseNames } = await aDeviceWithCopies();
    const caches = cachesNamed('workbox-precache-v2-http://app.test/', 'api-answers', 'photos');
    await forgetDevice(copies, undefined, caches.storage);
    expect(await databaseNames()).toEqual([]);
    expect([...caches.held]).toEqual(['workbox-precache-v2-http://app.test/']);
  });

  it('clears the copies where the browser has no Cache Storage', async () => {
    const { copies, databaseNames } = await aDeviceWithCopies();
    await forgetDevice(copies, undefined, undefined);
    expect(await databaseNames()).toEqual([]);
  });

  it('is what logout runs, after local storage is cleared but for the language, even offline', async () => {
    const { copies, databaseNames } = await aDeviceWithCopies();
    const session = createSessionStore(localStorage, ['locale']);
    session.setToken('t1');
    localStorage.setItem('locale', '"hi"');
    const http = httpClientOf(async () => {
      throw new TypeError('Failed to fetch');
    });
    const auth = createAuthProvider({
      http,
      session,
      loginUrl: 'http://app.test/login',
      forgetDevice: vi.fn(() => forgetDevice(copies, undefined, cachesNamed('api-answers').storage)),
    });
    await auth.logout({});
    expect(await databaseNames()).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['locale']);
  });
});
