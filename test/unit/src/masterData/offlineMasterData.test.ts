// Master data offline: each answer is kept on the device; with no answer at all, the device's copy stands in, and the
// load runs again when the browser is back online.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceCopies } from '../../../../dataProvider/deviceCopies.ts';
import type { HttpRequestInit } from '../../../../dataProvider/httpClient.ts';
import { HttpError } from '../../../../dataProvider/httpError.ts';
import { createMasterDataStore } from '../../../../src/masterData/masterDataStore.ts';
import { httpClientOf } from '../../httpClientOf.ts';

const answerOf = (stateName: string) => ({ state: [{ state_id: 10, state_name: stateName }] });

/** A server answering master data, a network the test switches off, and the browser's online event. */
const aDevice = () => {
  const net = { online: true, refuse: false, answer: answerOf('Bihar') };
  const http = httpClientOf(async <T>() => {
    if (!net.online) throw new TypeError('Failed to fetch');
    if (net.refuse) throw new HttpError(500, {});
    return JSON.stringify(net.answer) as T;
  });
  const copies = createDeviceCopies({ indexedDB: new IDBFactory(), scopeOf: () => 'user-1' });
  const browser = new EventTarget();
  /** A load of the app: its store loaded, and the first answer (the server's or the device's) awaited. */
  const start = async () => {
    const store = createMasterDataStore(http, copies, browser);
    const loaded = new Promise<void>((resolve) => store.subscribe(resolve));
    store.load();
    await loaded;
    return store;
  };
  return { net, browser, copies, start, http };
};

const stateNameOf = (store: { current(): { state: { state_name: string }[] } | undefined }) =>
  store.current()?.state[0]?.state_name;

describe('master data offline', () => {
  it('starts offline from the copy kept on the device', async () => {
    const { net, copies, start } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'all')).toBeDefined();
    net.online = false;
    expect(stateNameOf(await start())).toBe('Bihar');
  });

  it('loads again when the browser is back online', async () => {
    const { net, copies, start, browser } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'all')).toBeDefined();
    net.online = false;
    const store = await start();
    net.online = true;
    net.answer = answerOf('Goa');
    const reloaded = new Promise<void>((resolve) => store.subscribe(resolve));
    browser.dispatchEvent(new Event('online'));
    await reloaded;
    expect(stateNameOf(store)).toBe('Goa');
  });

  it('shows the copy kept on the device until the server answers, then the answer', async () => {
    const { copies, start } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'all')).toBeDefined();
    let answer: (body: unknown) => void = () => undefined;
    const slow = httpClientOf(
      <T>() => new Promise<T>((resolve) => (answer = resolve as (body: unknown) => void)),
    );
    const store = createMasterDataStore(slow, copies, new EventTarget());
    store.load();
    await expect.poll(() => stateNameOf(store)).toBe('Bihar');
    answer(JSON.stringify(answerOf('Goa')));
    await expect.poll(() => stateNameOf(store)).toBe('Goa');
  });

  it('does not draw again an answer the same as the copy kept on the device', async () => {
    const { copies, start, http } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'all')).toBeDefined();
    let answered = false;
    const watched = httpClientOf(async <T>(path: string, init?: HttpRequestInit) => {
      const text = await http.request<T>(path, init);
      answered = true;
      return text;
    });
    const store = createMasterDataStore(watched, copies, new EventTarget());
    const drawn = vi.fn();
    store.subscribe(drawn);
    store.load();
    await expect.poll(() => answered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn).toHaveBeenCalledOnce();
    expect(stateNameOf(store)).toBe('Bihar');
  });

  it('reads a copy kept before copies were kept as text', async () => {
    const { net, copies, start } = aDevice();
    await copies.save('masterData', 'all', answerOf('Goa'));
    net.online = false;
    expect(stateNameOf(await start())).toBe('Goa');
  });

  it('asks for the master data once the profile is read, not before', async () => {
    const { copies } = aDevice();
    const asked: string[] = [];
    const http = httpClientOf(async <T>(path: string) => {
      asked.push(path);
      return JSON.stringify(answerOf('Goa')) as T;
    });
    let profileRead: (value?: unknown) => void = () => undefined;
    const profile = new Promise((resolve) => (profileRead = resolve));
    const store = createMasterDataStore(http, copies, new EventTarget(), profile);
    store.load();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual([]);
    profileRead();
    await expect.poll(() => stateNameOf(store)).toBe('Goa');
    expect(asked).toEqual(['master_data']);
  });

  it('does not stand in for an answer of the server (an error stays an error)', async () => {
    const { net, copies, http, start } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'all')).toBeDefined();
    net.refuse = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createMasterDataStore(http, copies, new EventTarget());
    store.load();
    await expect.poll(() => logged.mock.calls[0]?.[0]).toBe('Master data could not be loaded');
    expect(store.current()).toBeUndefined();
    logged.mockRestore();
  });
});
