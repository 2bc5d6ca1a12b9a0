// The queue of writes made offline, on a real QueryClient and an IndexedDB of its own: a write made offline waits and
// is sent once, in order, when the network returns; kept on the device, it comes back after a reload with its key,
// its files and its answer's status; a full device is told; a logout keeps only the queues that hold writes.
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'ra-core';
import { closableStore } from '../../../../dataProvider/closableStore.ts';
import { HttpError } from '../../../../dataProvider/httpError.ts';
import {
  discardKeptQueue,
  forgetEmptyQueues,
  QUEUE_DATABASE,
} from '../../../../src/waitingChanges/keptQueues.ts';
import { createQueuePersister } from '../../../../src/waitingChanges/queuePersister.ts';
import {
  createAppQueryClient,
  isQueuedWrite,
  outstandingWrites,
  sendOrQueue,
  writeStateOf,
  writeWithKey,
  type WriteVariables,
} from '../../../../src/waitingChanges/writeQueue.ts';

afterEach(() => onlineManager.setOnline(true));

/** A dataProvider that records each write and answers as `answer` says (a saved record by default). */
const aServer = (answer: (kind: string, params: WriteVariables) => unknown = () => undefined) => {
  const calls: { kind: string; resource: string; params: WriteVariables }[] = [];
  const write =
    (kind: string) =>
    async (resource: string, params: WriteVariables): Promise<{ data: unknown }> => {
      calls.push({ kind, resource, params });
      const answered = answer(kind, params);
      if (answered instanceof Error) throw answered;
      return { data: { id: params.id ?? calls.length } };
    };
  const dataProvider = {
    create: write('create'),
    update: write('update'),
    delete: write('delete'),
  } as unknown as DataProvider;
  return { dataProvider, calls };
};

/** A write as react-admin's useCreate, useUpdate and useDelete make one (their mutation keys and variables). */
const write = (queryClient: QueryClient, kind: string, variables: WriteVariables) =>
  new MutationObserver<unknown, Error, WriteVariables>(queryClient, {
    mutationKey: [variables.resource, kind, {}],
  }).mutate(variables);

const siteAdd = (key: string, name = 'Anni Ward'): WriteVariables => ({
  resource: 'site',
  data: { site_name: name },
  meta: { idempotencyKey: key, savedAt: 1 },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const aDevice = () => {
  const indexedDB = new IDBFactory();
  const store = closableStore(indexedDB, QUEUE_DATABASE, 'queue');
  /** A page's persisting: this page's store unless another page's is given (a page after a reload). */
  const persistOptions = (client: QueryClient, userKey = '7', pageStore = store) => ({
    queryClient: client,
    persister: createQueuePersister({ userKey, store: pageStore }),
    maxAge: Infinity,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: isQueuedWrite,
    },
    hydrateOptions: { defaultOptions: { mutations: { gcTime: Infinity } } },
  });
  const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);
  return { indexedDB, store, persistOptions, databaseNames };
};

describe('a write made offline', () => {
  it('waits, sends nothing, and is sent once with its key when the network returns', async () => {
    const server = aServer();
    const queryClient = createAppQueryClient(server.dataProvider, ['site']);
    queryClient.mount();
    onlineManager.setOnline(false);
    const outcome = await sendOrQueue(queryClient, 'k-1', write(queryClient, 'create', siteAdd('k-1')));

    expect(outcome).toEqual({ sent: false });
    expect(server.calls).toEqual([]);
    expect(outstandingWrites(queryClient).map(writeStateOf)).toEqual(['waiting']);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(writeStateOf(writeWithKey(queryClient, 'k-1')!)).toBe('saved'));
    // Sent as it was made, marked as sent with no screen waiting for it (its 401 or 403 will not take the user away).
    const { resource, data, meta } = siteAdd('k-1');
    expect(server.calls).toEqual([
      { kind: 'create', resource, params: { data, meta: { ...meta, queued: true } } },
    ]);
    expect(outstandingWrites(queryClient)).toEqual([]);
    queryClient.unmount();
  });

  it('is answered at once online, and leaves the queue: the screen shows its answer', async () => {
    const server = aServer();
    const queryClient = createAppQueryClient(server.dataProvider, ['site']);
    const outcome = await sendOrQueue(queryClient, 'k-2', write(queryClient, 'create', siteAdd('k-2')));
    expect(outcome).toEqual({ sent: true, result: { id: 1 } });
    expect(writeWithKey(queryClient, 'k-2')).toBeUndefined();
  });

  it("refused online, it is the screen's error to show, not the queue's", async () => {
    const server = aServer(() => new HttpError(422, { message: 'Site code is taken' }));
    const queryClient = createAppQueryClient(server.dataProvider, ['site']);
    await expect(
      sendOrQueue(queryClient, 'k-3', write(queryClient, 'create', siteAdd('k-3'))),
    ).rejects.toThrow('Site code is taken');
    expect(writeWithKey(queryClient, 'k-3')).toBeUndefined();
  });

  it('waits behind the writes made before it: each is sent once the one before it is answered', async () => {
    const events: string[] = [];
    const server = aServer();
    const slow = server.dataProvider.create;
    server.dataProvider.create = (async (resource: string, params: WriteVariables) => {
      events.push(`send ${params.meta?.idempotencyKey}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`answered ${params.meta?.idempotencyKey}`);
      return slow(resource, params as never);
    }) as DataProvider['create'];
    const queryClient = createAppQueryClient(server.dataProvider, ['site']);
    queryClient.mount();
    onlineManager.setOnline(false);
    for (const key of ['a', 'b', 'c'])
      await sendOrQueue(queryClient, key, write(queryClient, 'create', siteAdd(key, key)));
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    expect(events).toEqual(['send a', 'answered a', 'send b', 'answered b', 'send c', 'answered c']);
    queryClient.unmount();
  });

  it('shows a refusal with its state once the network returns, kept until discarded', async () => {
    const server = aServer((kind) =>
      kind === 'update'
        ? new HttpError(412, { message: 'Someone else changed this record after you opened it.' })
        : new HttpError(422, { message: 'Site code is taken' }),
    );
    const queryClient = createAppQueryClient(server.dataProvider, ['site']);
    queryClient.mount();
    onlineManager.setOnline(false);
    await sendOrQueue(queryClient, 'add', write(queryClient, 'create', siteAdd('add')));
    const edit = { ...siteAdd('edit'), id: 4, previousData: { id: 4, version: 2 } };
    await sendOrQueue(queryClient, 'edit', write(queryClient, 'update', edit));
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(outstandingWrites(queryClient).map(writeStateOf)).toEqual(['refused', 'conflict']),
    );
    queryClient.unmount();
  });
});

describe('the queue kept on the device', () => {
  // That a photo comes back as the file it was is the browser's structured clone (Node's drops it): the browser
  // suite's offline photo shows it.
  it('comes back after a reload, paused, and is sent with the same key and the same values', async () => {
    const device = aDevice();
    const before = createAppQueryClient(aServer().dataProvider, ['driver']);
    onlineManager.setOnline(false);
    const add = { resource: 'driver', data: { name: 'Ravi' }, meta: { idempotencyKey: 'k-9' } };
    await sendOrQueue(before, 'k-9', write(before, 'create', add));
    await persistQueryClientSave(device.persistOptions(before));

    // The page reloads: a new client, restored from the device.
    const server = aServer();
    const after = createAppQueryClient(server.dataProvider, ['driver']);
    after.mount();
    await persistQueryClientRestore(device.persistOptions(after));
    const restored = writeWithKey(after, 'k-9')!;
    expect(restored.state.isPaused).toBe(true);
    expect(writeStateOf(restored)).toBe('waiting');

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].params).toEqual({
      data: { name: 'Ravi' },
      meta: { idempotencyKey: 'k-9', queued: true },
    });
    after.unmount();
  });

  it('keeps an answer as it was: a conflict stays a conflict; a refusal for want of a sign-in waits again', async () => {
    const device = aDevice();
    const server = aServer((_kind, params) =>
      params.meta?.idempotencyKey === 'edit'
        ? new HttpError(412, { message: 'Changed' })
        : new HttpError(401, { message: 'Token expired' }),
    );
    const before = createAppQueryClient(server.dataProvider, ['site']);
    before.mount();
    onlineManager.setOnline(false);
    await sendOrQueue(before, 'edit', write(before, 'update', { ...siteAdd('edit'), id: 4 }));
    await sendOrQueue(before, 'add', write(before, 'create', siteAdd('add')));
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(outstandingWrites(before).map(writeStateOf)).toEqual(['conflict', 'signIn']),
    );
    await persistQueryClientSave(device.persistOptions(before));
    before.unmount();

    onlineManager.setOnline(false);
    const after = createAppQueryClient(aServer().dataProvider, ['site']);
    await persistQueryClientRestore(device.persistOptions(after));
    const [conflict, signIn] = outstandingWrites(after);
    expect(writeStateOf(conflict)).toBe('conflict');
    expect(conflict.state.error).toBeInstanceOf(HttpError);
    expect((conflict.state.error as HttpError).status).toBe(412);
    expect(writeStateOf(signIn)).toBe('waiting');
  });

  it("is each user's own: another user's start restores nothing of it", async () => {
    const device = aDevice();
    const before = createAppQueryClient(aServer().dataProvider, ['site']);
    onlineManager.setOnline(false);
    await sendOrQueue(before, 'k', write(before, 'create', siteAdd('k')));
    await persistQueryClientSave(device.persistOptions(before, '7'));
    const other = createAppQueryClient(aServer().dataProvider, ['site']);
    await persistQueryClientRestore(device.persistOptions(other, '8'));
    expect(outstandingWrites(other)).toEqual([]);
  });

  it('says so when the device will not keep it, and what was kept before stays', async () => {
    const device = aDevice();
    const first = createAppQueryClient(aServer().dataProvider, ['site']);
    onlineManager.setOnline(false);
    await sendOrQueue(first, 'old', write(first, 'create', siteAdd('old')));
    await persistQueryClientSave(device.persistOptions(first));

    const failures: unknown[] = [];
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const fullStore = {
      ...device.store,
      use: ((mode, callback) =>
        mode === 'readwrite'
          ? Promise.reject(full)
          : device.store.use(mode, callback)) as typeof device.store.use,
    };
    await createQueuePersister({
      userKey: '7',
      store: fullStore,
      onKept: (failure) => failures.push(failure),
    }).persistClient({ buster: '', timestamp: Date.now(), clientState: { mutations: [], queries: [] } });
    expect(failures).toEqual([full]);

    const after = createAppQueryClient(aServer().dataProvider, ['site']);
    await persistQueryClientRestore(device.persistOptions(after));
    expect(
      outstandingWrites(after).map((restored) => restored.state.variables?.meta?.idempotencyKey),
    ).toEqual(['old']);
  });

  it('at logout keeps only the queues that hold writes, and goes whole with the last of them', async () => {
    const device = aDevice();
    const withWrites = createAppQueryClient(aServer().dataProvider, ['site']);
    onlineManager.setOnline(false);
    await sendOrQueue(withWrites, 'k', write(withWrites, 'create', siteAdd('k')));
    await persistQueryClientSave(device.persistOptions(withWrites, '7'));
    const empty = createAppQueryClient(aServer().dataProvider, ['site']);
    await persistQueryClientSave(device.persistOptions(empty, '8'));
    await settle();

    await forgetEmptyQueues(device.store, device.indexedDB);
    expect(await device.databaseNames()).toEqual([QUEUE_DATABASE]);
    // The page reloads at a logout: the next sign-in's page finds the writes.
    const nextPage = closableStore(device.indexedDB, QUEUE_DATABASE, 'queue');
    const kept = createAppQueryClient(aServer().dataProvider, ['site']);
    await persistQueryClientRestore(device.persistOptions(kept, '7', nextPage));
    expect(outstandingWrites(kept)).toHaveLength(1);

    // "Discard" at that page's logout: nothing is left.
    await discardKeptQueue('7', nextPage);
    await forgetEmptyQueues(nextPage, device.indexedDB);
    expect(await device.databaseNames()).toEqual([]);
  });

  it('is not made again by a start still reading the kept queues when the user logs out', async () => {
    const device = aDevice();
    await persistQueryClientSave(
      device.persistOptions(createAppQueryClient(aServer().dataProvider, ['site'])),
    );
    await settle();
    // Web Locks that grant nothing until the logout is over, as a busy page's start may be.
    let grant = () => undefined as void;
    const granted = new Promise<void>((resolve) => (grant = resolve));
    const locks = {
      request: async (_name: string, work: () => unknown) => (await granted, work()),
      query: async () => ({ held: [] }),
    } as unknown as LockManager;
    const starting = createQueuePersister({ userKey: '7', store: device.store, locks }).restoreClient();

    await forgetEmptyQueues(device.store, device.indexedDB);
    grant();
    expect(await starting).toBeUndefined();
    expect(await device.databaseNames()).toEqual([]);
  });

  it('is not made by a logout that finds none, however often it runs (react-admin may log out twice)', async () => {
    const device = aDevice();
    // Opening is what would make it (a page that leaves then keeps it, empty).
    const opens = vi.spyOn(device.indexedDB, 'open');
    await forgetEmptyQueues(device.store, device.indexedDB);
    await forgetEmptyQueues(device.store, device.indexedDB);
    expect(opens).not.toHaveBeenCalled();
    expect(await device.databaseNames()).toEqual([]);
  });
});
