// The queue of waiting writes, kept on the device for its user: TanStack Query's persister interface over an
// IndexedDB database of its own (idb-keyval), which a logout leaves unless the user discards the changes. IndexedDB
// stores structured clones, so a photo chosen offline is kept as the file it is (JSON would turn it into {}).
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { DehydratedState } from '@tanstack/react-query';
import { del, get, keys, set, type UseStore } from 'idb-keyval';
import type { ClosableStore } from '../../dataProvider/closableStore.ts';
import { HttpError, type HttpErrorBody } from '../../dataProvider/httpError.ts';
import { newIdempotencyKey } from '../../dataProvider/idempotencyKey.ts';
import { isQueueOf, keepingStopped, queueStore, type QueueKey } from './keptQueues.ts';
import { needsSignIn } from './writeQueue.ts';

/** An answer as IndexedDB can keep it: a structured clone drops an HttpError's class, status and body. */
interface KeptError {
  httpStatus: number;
  body: HttpErrorBody;
}

type DehydratedWrite = DehydratedState['mutations'][number];

/** IndexedDB keeps what it is given; react-query's type says an error, which a kept one no longer is. */
const keptError = (error: Error | null): Error | null =>
  error instanceof HttpError
    ? ({ httpStatus: error.status, body: error.body } satisfies KeptError as unknown as Error)
    : error;

const isKeptError = (error: unknown): error is KeptError =>
  error !== null && typeof error === 'object' && typeof (error as KeptError).httpStatus === 'number';

/** What is kept of a write: not react-admin's snapshot of the lists it would roll back (only undo reads it). */
const toKept = (write: DehydratedWrite): DehydratedWrite => ({
  ...write,
  state: { ...write.state, context: undefined, error: keptError(write.state.error) },
});

/**
 * A write as the next start takes it up: one still pending (in flight when the page closed, or waiting) is paused,
 * so it is sent again with its key; one refused for want of a sign-in waits again, now that the user has signed in.
 */
const fromKept = (write: DehydratedWrite): DehydratedWrite => {
  const error = isKeptError(write.state.error)
    ? new HttpError(write.state.error.httpStatus, write.state.error.body)
    : write.state.error;
  const waitsAgain = write.state.status === 'pending' || needsSignIn(error);
  return {
    ...write,
    state: waitsAgain
      ? {
          ...write.state,
          status: 'pending',
          isPaused: true,
          error: null,
          failureCount: 0,
          failureReason: null,
        }
      : { ...write.state, error },
  };
};

const mapWrites = (client: PersistedClient, map: (write: DehydratedWrite) => DehydratedWrite) => ({
  ...client,
  clientState: { ...client.clientState, mutations: client.clientState.mutations.map(map) },
});

/**
 * What tells one queue from another: react-query saves at every change of any query too, and most change no write.
 */
const signatureOf = (client: PersistedClient | undefined) =>
  (client?.clientState.mutations ?? [])
    .map(({ state }) => [state.submittedAt, state.status, state.isPaused, state.failureCount].join())
    .join('|');

export interface QueuePersisterOptions {
  /** The signed-in user's id: each user's queue is theirs alone. */
  userKey: string;
  /**
   * The browser's Web Locks, which tell the queues of open tabs from those of tabs closed (browsers give them to
   * secure pages only); without them the device keeps one queue per user, the last tab's.
   */
  locks?: LockManager;
  /**
   * Told after each keeping: with the error when the device would not keep the queue (its storage full; the
   * writes are still held in the page, and what was kept before stays), without one when it did.
   */
  onKept?: (failure?: unknown) => void;
  store?: ClosableStore;
}

const tabLockOf = ([userKey, tabKey]: QueueKey) => `outreach-waiting-changes/${userKey}/${tabKey}`;

/** Holds the lock named for the page's life: other tabs see that this tab is open. */
const holdForPageLife = (locks: LockManager, name: string) =>
  new Promise<void>((granted) => {
    void locks.request(name, () => {
      granted();
      return new Promise<never>(() => undefined);
    });
  });

/** The writes of several kept queues as one, in the order they were made. */
const mergedQueues = (clients: (PersistedClient | undefined)[]): PersistedClient | undefined => {
  const kept = clients.filter((client): client is PersistedClient => client !== undefined);
  if (kept.length <= 1) return kept[0];
  const mutations = kept
    .flatMap((client) => client.clientState.mutations)
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  return { ...kept[0], clientState: { ...kept[0].clientState, mutations } };
};

/**
 * Each open tab keeps its own queue, and sends only its own: two tabs never send one write twice. A tab starting
 * takes up the queues of the user's tabs that have closed (their locks are free), so no write is left behind.
 * @example <PersistQueryClientProvider persistOptions={{ persister: createQueuePersister({ userKey: '7' }) }} ... />
 */
export const createQueuePersister = ({
  userKey,
  locks = globalThis.navigator?.locks,
  onKept = () => undefined,
  store = queueStore(),
}: QueuePersisterOptions): Persister => {
  const mine: QueueKey = [userKey, locks ? newIdempotencyKey() : 'device'];
  let keptSignature: string | undefined;
  /**
   * The store, refused once a logout has forgotten it: a start's reading of the kept queues still waiting for its
   * lock when the user logged out opened the database again after the logout had deleted it.
   */
  const use: UseStore = (mode, callback) =>
    keepingStopped(store)
      ? Promise.reject(new Error('Logged out: this page keeps nothing more'))
      : store.use(mode, callback);

  /** This tab's queue, with those of the user's closed tabs moved into it (kept under this tab's key first). */
  const takeUp = async () => {
    const open = new Set(((await locks?.query())?.held ?? []).map((lock) => lock.name));
    const closedTabs = (await keys(use)).filter(
      (key): key is QueueKey => isQueueOf(userKey, key) && key[1] !== mine[1] && !open.has(tabLockOf(key)),
    );
    const queue = mergedQueues(
      await Promise.all([mine, ...closedTabs].map((key) => get<PersistedClient>(key, use))),
    );
    if (queue && closedTabs.length > 0) {
      await set(mine, queue, use);
      await Promise.all(closedTabs.map((key) => del(key, use)));
    }
    return queue;
  };

  return {
    persistClient: async (client) => {
      const signature = signatureOf(client);
      if (keepingStopped(store) || signature === keptSignature) return;
      keptSignature = signature;
      // A failed write leaves what was kept before it: IndexedDB writes all of a transaction or none. (A browser
      // without IndexedDB fails here too: the writes are still held in the page.)
      try {
        await set(mine, mapWrites(client, toKept), use);
        onKept();
      } catch (error) {
        keptSignature = undefined;
        onKept(error ?? new Error('Not kept'));
      }
    },
    restoreClient: async () => {
      if (locks) await holdForPageLife(locks, tabLockOf(mine));
      // One tab at a time takes up the closed tabs' queues: two starting together never both send one.
      const kept = await (
        locks ? locks.request(`outreach-waiting-changes/${userKey}`, takeUp) : takeUp()
      ).catch((error: unknown) => {
        if (keepingStopped(store)) return undefined; // logged out meanwhile: the page is leaving
        throw error;
      });
      keptSignature = signatureOf(kept);
      return kept && mapWrites(kept, fromKept);
    },
    removeClient: async () => {
      if (!keepingStopped(store)) await del(mine, use);
    },
  };
};
