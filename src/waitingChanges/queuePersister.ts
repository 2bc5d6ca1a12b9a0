// The queue of waiting writes, kept on the device for its user: TanStack Query's persister interface over an
// IndexedDB database of its own (idb-keyval), which a logout leaves unless the user discards the changes. IndexedDB
// stores structured clones, so a photo chosen offline is kept as the file it is (JSON would turn it into {}).
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { DehydratedState } from '@tanstack/react-query';
import { del, get, keys, promisifyRequest, set } from 'idb-keyval';
import { closableStore, type ClosableStore } from '../../dataProvider/closableStore.ts';
import { HttpError, type HttpErrorBody } from '../../dataProvider/httpError.ts';
import { needsSignIn } from './writeQueue.ts';

export const QUEUE_DATABASE = 'outreach-waiting-changes';

let shared: ClosableStore | undefined;
/** The queue's store, one per page; one entry per user, keyed by the user's id. */
export const queueStore = (): ClosableStore =>
  (shared ??= closableStore(globalThis.indexedDB, QUEUE_DATABASE, 'queue'));

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

/** Set by a logout: nothing more is kept from this page (react-admin clears its caches as it leaves). */
let stopped = false;

export interface QueuePersisterOptions {
  /** The signed-in user's id: each user's queue is theirs alone. */
  userKey: string;
  /**
   * Told after each keeping: with the error when the device would not keep the queue (its storage full; the
   * writes are still held in the page, and what was kept before stays), without one when it did.
   */
  onKept?: (failure?: unknown) => void;
  store?: ClosableStore;
}

/**
 * @example <PersistQueryClientProvider persistOptions={{ persister: createQueuePersister({ userKey: '7' }) }} ... />
 */
export const createQueuePersister = ({
  userKey,
  onKept = () => undefined,
  store = queueStore(),
}: QueuePersisterOptions): Persister => {
  let keptSignature: string | undefined;
  return {
    persistClient: async (client) => {
      const signature = signatureOf(client);
      if (stopped || signature === keptSignature) return;
      keptSignature = signature;
      // A failed write leaves what was kept before it: IndexedDB writes all of a transaction or none.
      await set(userKey, mapWrites(client, toKept), store.use).then(
        () => onKept(),
        (error: unknown) => {
          keptSignature = undefined;
          onKept(error ?? new Error('Not kept'));
        },
      );
    },
    restoreClient: async () => {
      const kept = await get<PersistedClient>(userKey, store.use);
      keptSignature = signatureOf(kept);
      return kept && mapWrites(kept, fromKept);
    },
    removeClient: () => del(userKey, store.use),
  };
};

/** Deletes a user's kept queue: a logout that discards the changes waiting. */
export const discardKeptQueue = (userKey: string, store = queueStore()) => del(userKey, store.use);

/**
 * At every logout: each queue kept holds writes for its user's next sign-in; an empty one is deleted, and the
 * database goes with the last queue in it, so a device nobody left changes on keeps nothing. Nothing is kept from
 * this page after it.
 * @example await forgetEmptyQueues();
 */
export const forgetEmptyQueues = async (store = queueStore(), factory: IDBFactory = globalThis.indexedDB) => {
  stopped = true;
  for (const userKey of await keys(store.use)) {
    const kept = await get<PersistedClient>(userKey, store.use);
    if (!kept?.clientState.mutations.length) await del(userKey, store.use);
  }
  if ((await keys(store.use)).length > 0) return;
  store.close();
  await promisifyRequest(factory.deleteDatabase(QUEUE_DATABASE));
};
