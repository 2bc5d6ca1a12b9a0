// The queues of changes waiting kept on the device (queuePersister.ts keeps them): their database, and what a logout
// does with them. Apart from the persister, so that the sign-in page's logout path carries a few lines, not
// react-query.
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, keys, promisifyRequest } from 'idb-keyval';
import { closableStore, type ClosableStore } from '../../dataProvider/closableStore.ts';

export const QUEUE_DATABASE = 'outreach-waiting-changes';

let shared: ClosableStore | undefined;
/** The queues' store, one per page. */
export const queueStore = (): ClosableStore =>
  (shared ??= closableStore(globalThis.indexedDB, QUEUE_DATABASE, 'queue'));

/** Each tab's queue is kept under [user, tab]; `device` where the browser has no Web Locks. */
export type QueueKey = [userKey: string, tabKey: string];
export const isQueueOf = (userKey: string, key: IDBValidKey): key is QueueKey =>
  Array.isArray(key) && key.length === 2 && key[0] === userKey;

/**
 * The stores a logout has forgotten (one per page): nothing more is kept, read or deleted through them by the
 * persister, as react-admin clears its caches as it leaves, and a read still on its way would make the database anew.
 */
const stoppedStores = new WeakSet<ClosableStore>();
export const keepingStopped = (store: ClosableStore) => stoppedStores.has(store);

/** Deletes the user's kept queues: a logout that discards the changes waiting on this device. */
export const discardKeptQueue = async (userKey: string, store = queueStore()) => {
  for (const key of await keys(store.use)) if (isQueueOf(userKey, key)) await del(key, store.use);
};

/** Whether the database exists, where the browser can tell: a logout must not create it to look inside. */
const exists = async (factory: IDBFactory): Promise<boolean> =>
  typeof factory.databases !== 'function' ||
  (await factory.databases()).some((database) => database.name === QUEUE_DATABASE);

/** Each store's logout forgetting, once: a second logout waits for the first's deletion, never opens it again. */
const forgetting = new WeakMap<ClosableStore, Promise<void>>();

/**
 * At every logout: each queue kept holds writes for its user's next sign-in; an empty one is deleted, and the
 * database goes with the last queue in it, so a device nobody left changes on keeps nothing. Nothing is kept from
 * this page after it. react-admin may log out twice as it leaves: the second call waits for the first, since
 * opening the database while its deletion is pending makes it afresh.
 * @example await forgetEmptyQueues();
 */
export const forgetEmptyQueues = (store = queueStore(), factory: IDBFactory = globalThis.indexedDB) => {
  stoppedStores.add(store);
  if (!forgetting.has(store)) forgetting.set(store, forgetEmpty(store, factory));
  return forgetting.get(store)!;
};

const forgetEmpty = async (store: ClosableStore, factory: IDBFactory | undefined) => {
  if (!factory || !(await exists(factory))) return;
  for (const key of await keys(store.use)) {
    const kept = await get<PersistedClient>(key, store.use);
    if (!kept?.clientState.mutations.length) await del(key, store.use);
  }
  if ((await keys(store.use)).length > 0) return;
  store.close();
  await promisifyRequest(factory.deleteDatabase(QUEUE_DATABASE));
};
