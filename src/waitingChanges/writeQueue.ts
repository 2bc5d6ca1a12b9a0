// The writes made where the network does not reach: react-admin's add, edit and delete are react-query mutations,
// which pause while offline and are resumed, in order, when it returns (docs/decisions/035-offline-writes.md).
// A write that no screen has shown the answer of stays in the mutation cache: that is the queue the user sees
// ("N changes waiting"), kept on the device by queuePersister.ts and sent again after a reload with its own key.
import { QueryClient, onlineManager, type Mutation } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import { HttpError, noAnswer } from '../../dataProvider/httpError.ts';
import type { WriteMeta } from '../../dataProvider/index.ts';

/** The dataProvider calls a form saves through, as react-admin names them in its mutation keys. */
export const QUEUED_WRITES = ['create', 'update', 'delete'] as const;
export type WriteKind = (typeof QUEUED_WRITES)[number];

/** What react-admin's useCreate, useUpdate and useDelete pass a mutation: the resource and the call's params. */
export interface WriteVariables {
  resource: string;
  id?: string | number;
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
  meta?: WriteMeta;
}

export type QueuedWrite = Mutation<unknown, Error, WriteVariables>;

/** What is read of a mutation to know it for a write a form made. */
type MutationSeen = { options: { mutationKey?: readonly unknown[] }; state: { variables?: unknown } };

/**
 * Where a queued write stands: being sent; waiting for the network (or its turn); waiting for a sign-in (the
 * server answered 401 or 403: it is sent again after the user signs in); saved; refused by a version someone else
 * saved meanwhile (412); or refused with the server's message.
 */
export type WriteState = 'sending' | 'waiting' | 'signIn' | 'saved' | 'conflict' | 'refused';

/** All of a user's writes run one after the other, in the order they were made: an edit never overtakes its add. */
const WRITES_SCOPE = { id: 'resource-writes' };

/** Longest wait between two tries of a write that got no answer (react-query doubles it from one second). */
const LONGEST_RETRY_WAIT_MS = 30_000;

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);
export const needsSignIn = (error: unknown) => [401, 403].includes(statusOf(error) ?? 0);

export const writeKindOf = (mutation: Pick<MutationSeen, 'options'>): WriteKind | undefined => {
  const kind = mutation.options.mutationKey?.[1];
  return QUEUED_WRITES.find((name) => name === kind);
};

/** A resource write a form made (it names its resource and carries the key made at Save), whatever its state. */
export const isQueuedWrite = (mutation: MutationSeen): boolean =>
  writeKindOf(mutation) !== undefined &&
  typeof mutation.options.mutationKey?.[0] === 'string' &&
  typeof (mutation.state.variables as WriteVariables | undefined)?.meta?.idempotencyKey === 'string';

export const writeStateOf = ({ state }: Pick<QueuedWrite, 'state'>): WriteState => {
  if (state.status === 'success') return 'saved';
  if (state.status === 'error')
    return statusOf(state.error) === 412 ? 'conflict' : needsSignIn(state.error) ? 'signIn' : 'refused';
  if (state.isPaused || state.failureCount > 0) return 'waiting';
  return 'sending';
};

/** The states still to be dealt with: all but saved. */
export const isOutstanding = (mutation: Pick<QueuedWrite, 'state'>) => writeStateOf(mutation) !== 'saved';

/**
 * The app's QueryClient: reads are tried offline too (the dataProvider answers from the copies kept on the
 * device); each resource write has a default function, so a write restored after a reload, whose screen is gone,
 * is sent the same way, and it is tried again, with the same key, while it gets no answer.
 * react-admin's addOfflineSupportToQueryClient registers the same defaults, but its function spreads the
 * variables as arguments, and react-admin's hooks pass one object: a restored write failed with a TypeError.
 * @example const queryClient = createAppQueryClient(dataProvider, resources.map((config) => config.name));
 */
export const createAppQueryClient = (dataProvider: DataProvider, resourceNames: readonly string[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
  for (const resource of resourceNames)
    for (const kind of QUEUED_WRITES)
      queryClient.setMutationDefaults([resource, kind], {
        mutationFn: async ({ resource, ...params }: WriteVariables) =>
          // react-admin's hooks resolve a mutation to the call's data.
          (await (dataProvider[kind] as DataProvider['create'])(resource, params as never)).data,
        scope: WRITES_SCOPE,
        retry: (_failures, error) => noAnswer(error),
        retryDelay: (failures) => Math.min(1000 * 2 ** failures, LONGEST_RETRY_WAIT_MS),
        // An answer no screen took stays until the user clears it on the waiting changes page.
        gcTime: Infinity,
        // A restored write has no screen: the lists it changed are read again.
        onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
      });
  return queryClient;
};

/** The write made with `key`, while it is in the cache. */
export const writeWithKey = (queryClient: QueryClient, key: string): QueuedWrite | undefined =>
  queryClient
    .getMutationCache()
    .getAll()
    .find(
      (mutation) => (mutation.state.variables as WriteVariables | undefined)?.meta?.idempotencyKey === key,
    ) as QueuedWrite | undefined;

/** The screen showed the write's answer itself: it leaves the queue. */
export const forgetWrite = (queryClient: QueryClient, key: string) => {
  const write = writeWithKey(queryClient, key);
  if (write) queryClient.getMutationCache().remove(write);
};

export const outstandingWrites = (queryClient: QueryClient): QueuedWrite[] =>
  (queryClient.getMutationCache().getAll().filter(isQueuedWrite) as QueuedWrite[]).filter(isOutstanding);

/** True once `write` must wait: offline, behind a waiting write, or it got no answer and will be tried again. */
const mustWait = (queryClient: QueryClient, write: QueuedWrite) =>
  (write.state.status === 'pending' && write.state.failureCount > 0) ||
  (write.state.isPaused &&
    (!onlineManager.isOnline() ||
      outstandingWrites(queryClient).some((other) => other !== write && other.state.status === 'pending')));

export type WriteOutcome<T> = { sent: true; result: T } | { sent: false };

/**
 * The answer to the write made with `key`, or `{ sent: false }` as soon as it has to wait for the network: it
 * then stays queued and is sent when the network returns, and the screen says it was saved on this device.
 * A sent write (answered, saved or refused) leaves the queue: the screen shows its answer.
 * @example const outcome = await sendOrQueue(queryClient, key, create(resource, { data, meta: { idempotencyKey: key } }, ...));
 */
export const sendOrQueue = async <T>(
  queryClient: QueryClient,
  key: string,
  write: Promise<T>,
): Promise<WriteOutcome<T>> => {
  const cache = queryClient.getMutationCache();
  let unsubscribe = () => {};
  const queued = new Promise<WriteOutcome<T>>((resolve) => {
    const check = () => {
      const found = writeWithKey(queryClient, key);
      if (!found || !mustWait(queryClient, found)) return;
      // From now on no screen waits for it. react-query cannot change a write's variables, but this object is the
      // one each try is sent with (and the one kept on the device), so the mark reaches every later try.
      if (found.state.variables?.meta) found.state.variables.meta.queued = true;
      resolve({ sent: false });
    };
    unsubscribe = cache.subscribe(check);
    check();
  });
  const answered = write.then(
    (result): WriteOutcome<T> => ({ sent: true, result }),
    (error: unknown) => Promise.reject(error),
  );
  try {
    const outcome = await Promise.race([answered, queued]);
    // Its answer comes later, to the waiting changes page; nobody here waits for it.
    if (!outcome.sent) answered.catch(() => undefined);
    else forgetWrite(queryClient, key);
    return outcome;
  } catch (error) {
    forgetWrite(queryClient, key);
    throw error;
  } finally {
    unsubscribe();
  }
};
