// The copies of what the signed-in user has read, kept in IndexedDB so that the app still reads them offline: each
// resource's list (rows and ETag), the records opened and the master data, per user and scope, each with the time
// it was saved. Copies older than the maximum age are deleted at every start; a logout deletes them all.
import { delMany, get, getMany, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { closableStore } from './closableStore.ts';
import type { SessionUser } from './session.ts';

export const DEVICE_COPIES_DB = 'outreach-offline-reads';
export const DEFAULT_MAX_AGE_DAYS = 7;

/**
 * The key of the time (ms since the epoch) the server answered a record read from the device's copy: react-admin's
 * useGetOne drops an answer's `meta`, so the record carries it for its screen's "Offline — showing data from".
 */
export const OFFLINE_FROM_KEY = '_offlineFrom';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What is kept: a resource's list (its ETag and the time the server last answered it, rewritten at each 304) and the
 * list's rows (written only when the server sends them: 'listRows', as old as its 'list' entry), the page of a list the
 * server pages, one record, or the master data (its ETag and time, and its text: 'masterDataText', as the rows).
 */
export type CopyKind = 'list' | 'listRows' | 'listPage' | 'record' | 'masterData' | 'masterDataText';

/** The kind whose age a kind takes: a list's rows are as old as the list's last answer, not as their writing. */
const AGED_BY: Partial<Record<CopyKind, CopyKind>> = { listRows: 'list', masterDataText: 'masterData' };

export interface SavedCopy<T> {
  /** When the server last answered it (ms since the epoch, the injected clock's). */
  savedAt: number;
  value: T;
}

export interface DeviceCopies {
  /** The copy the current user's scope holds, or undefined (none, or no user signed in). */
  read<T>(kind: CopyKind, name: string): Promise<SavedCopy<T> | undefined>;
  /** Keeps `value` for the current user's scope, saved now; nothing when no user is signed in. */
  save(kind: CopyKind, name: string, value: unknown): Promise<void>;
  /** Deletes every copy older than the maximum age, whoever saved it; opens no database that is not there. */
  sweep(): Promise<void>;
  /** Deletes the whole database (logout). */
  clear(): Promise<void>;
}

export interface DeviceCopiesOptions {
  /**
   * Who the copies belong to: the user id and their scope (a change of role or area reads none of the old
   * scope's copies), or undefined when no one is signed in.
   */
  scopeOf: () => string | undefined;
  maxAgeDays?: number;
  now?: () => number;
  indexedDB?: IDBFactory;
}

/** VITE_OFFLINE_MAX_AGE_DAYS when it is a positive number of days; 7 otherwise. */
export const offlineMaxAgeDays = (setting = import.meta.env?.VITE_OFFLINE_MAX_AGE_DAYS): number =>
  setting !== undefined && /^\d+(\.\d+)?$/.test(setting.trim()) && Number(setting) > 0
    ? Number(setting)
    : DEFAULT_MAX_AGE_DAYS;

type Key = [scope: string, kind: CopyKind, name: string];

/**
 * The scope a user's copies are kept under: their id and their area as the server last read it, so that a user moved
 * to another role or area reads none of the copies made in the old one.
 * @example scopeOfUser(session.getUser()) // '[7,{"userId":7,"roleId":5,...}]'
 */
export const scopeOfUser = (user: SessionUser | null): string | undefined =>
  // The area's fields in one order, as the login answer or the profile may list them in either.
  user === null
    ? undefined
    : JSON.stringify([user.id, user.area ?? null], Object.keys(user.area ?? {}).sort());

/** Whether the database exists, where the browser can tell (it is not created just to be swept). */
const exists = async (factory: IDBFactory): Promise<boolean> => {
  if (typeof factory.databases !== 'function') return true;
  return (await factory.databases()).some((database) => database.name === DEVICE_COPIES_DB);
};

/** A browser without IndexedDB keeps nothing: it reads online only. */
const nowhere: DeviceCopies = {
  read: async () => undefined,
  save: async () => undefined,
  sweep: async () => undefined,
  clear: async () => undefined,
};

/**
 * @example
 * const copies = createDeviceCopies({ scopeOf: () => scopeOfUser(session.getUser()) });
 * await copies.save('list', 'project', { rows, etag });
 */
export const createDeviceCopies = (options: DeviceCopiesOptions): DeviceCopies => {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  if (factory === undefined) return nowhere;
  const now = options.now ?? Date.now;
  const maxAgeMs = (options.maxAgeDays ?? offlineMaxAgeDays()) * DAY_MS;
  const store = closableStore(factory, DEVICE_COPIES_DB, 'copies');
  const use: UseStore = store.use;

  return {
    async read<T>(kind: CopyKind, name: string) {
      const scope = options.scopeOf();
      if (scope === undefined) return undefined;
      const copy = await get<SavedCopy<T>>([scope, kind, name] satisfies Key, use);
      // A list's rows are read after its 'list' entry, whose age is theirs.
      return copy && (AGED_BY[kind] || now() - copy.savedAt <= maxAgeMs) ? copy : undefined;
    },
    async save(kind, name, value) {
      const scope = options.scopeOf();
      if (scope === undefined) return;
      await set([scope, kind, name] satisfies Key, { savedAt: now(), value }, use);
    },
    /**
     * Reads no list's rows nor the master data's text: their age is their entry's (a list of 50,000 rows took longer
     * to read than the page).
     */
    async sweep() {
      if (!(await exists(factory))) return;
      const oldest = now() - maxAgeMs;
      const all = await keys<Key>(use);
      const dated = all.filter(([, kind]) => !AGED_BY[kind]);
      const copies = await getMany<SavedCopy<unknown> | undefined>(dated, use);
      const fresh = new Set(
        dated
          .filter((_key, n) => (copies[n]?.savedAt ?? -Infinity) >= oldest)
          .map((key) => JSON.stringify(key)),
      );
      // A piece of a list's rows ('project#3') is as old as its list ('project').
      const agedBy = ([scope, kind, name]: Key): Key =>
        AGED_BY[kind] ? [scope, AGED_BY[kind], name.replace(/#\d+$/, '')] : [scope, kind, name];
      await delMany(
        all.filter((key) => !fresh.has(JSON.stringify(agedBy(key)))),
        use,
      );
    },
    async clear() {
      store.close();
      // Resolves once deleted, or once blocked by another tab (the deletion then completes when that tab closes).
      const request = factory.deleteDatabase(DEVICE_COPIES_DB);
      await new Promise<void>((resolve, reject) => {
        request.onblocked = () => resolve();
        promisifyRequest(request).then(() => resolve(), reject);
      });
    },
  };
};
