// Master data offline: each answer is kept on the device; with no answer at all, the device's copy stands in, and the
// load runs again when the browser is back online.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceCopies } from '../../../../dataProvider/deviceCopies.ts';
import type { HttpClient, HttpRequestInit, Revalidated } from '../../../../dataProvider/httpClient.ts';
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
    await expect.poll(() => copies.read('masterData', 'answered')).toBeDefined();
    net.online = false;
    expect(stateNameOf(await start())).toBe('Bihar');
  });

  it('loads again when the browser is back online', async () => {
    const { net, copies, start, browser } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'answered')).toBeDefined();
    net.online = false;
    const store = await start();
    net.online = true;
    net.answer = answerOf('Goa');
    // The event as the browser fires it, after the failed call (the copy shows before that call has failed).
    await expect
      .poll(() => {
        browser.dispatchEvent(new Event('online'));
        return stateNameOf(store);
      })
      .toBe('Goa');
  });

  it('shows the copy kept on the device until the server answers, then the answer', async () => {
    const { copies, start } = aDevice();
    await start();
    await expect.poll(() => copies.read('masterData', 'answered')).toBeDefined();
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
    await expect.poll(() => copies.read('masterData', 'answered')).toBeDefined();
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

  it('reads a copy kept as text before it was kept with its ETag', async () => {
    const { net, copies, start } = aDevice();
    await copies.save('masterData', 'all', JSON.stringify(answerOf('Goa')));
    net.online = false;
    expect(stateNameOf(await start())).toBe('Goa');
  });

  it("asks with the copy's ETag, and on a 304 renews the copy's time without writing its text again", async () => {
    let now = 1_000;
    const copies = createDeviceCopies({
      indexedDB: new IDBFactory(),
      scopeOf: () => 'user-1',
      now: () => now,
    });
    const server = { etag: '"md-1"', answer: answerOf('Bihar'), sent: [] as (string | undefined)[] };
    const http: HttpClient = {
      ...httpClientOf(async () => undefined as never),
      revalidate: async <T>(_path: string, held: string | undefined): Promise<Revalidated<T>> => {
        server.sent.push(held);
        return held === server.etag
          ? { notModified: true }
          : { notModified: false, body: JSON.stringify(server.answer) as T, etag: server.etag };
      },
    };
    const opened = () => {
      const store = createMasterDataStore(http, copies, new EventTarget());
      store.load();
      return store;
    };
    const text = () => copies.read<{ text: string; etag: string }>('masterDataText', 'answered');
    const answered = () => copies.read('masterData', 'answered');

    const first = opened();
    await expect.poll(() => stateNameOf(first)).toBe('Bihar');
    await expect.poll(async () => (await answered())?.savedAt).toBe(1_000);
    const written = await text();
    expect(written?.value.etag).toBe('"md-1"');

    now = 2_000;
    const again = opened();
    await expect.poll(async () => (await answered())?.savedAt).toBe(2_000);
    expect(server.sent).toEqual([undefined, '"md-1"']);
    expect(stateNameOf(again)).toBe('Bihar');
    // The text is the one the first answer wrote, at its time.
    expect((await text())?.savedAt).toBe(1_000);

    // A change on the server: a new ETag, whose text replaces the copy's.
    server.etag = '"md-2"';
    server.answer = answerOf('Goa');
    now = 3_000;
    const changed = opened();
    await expect.poll(() => stateNameOf(changed)).toBe('Goa');
    await expect.poll(async () => (await text())?.value.etag).toBe('"md-2"');
    expect((await answered())?.value).toEqual({ etag: '"md-2"' });
  });

  it('shows no copy whose text answers another ETag than its entry names', async () => {
    const { net, copies, http } = aDevice();
    await copies.save('masterDataText', 'answered', {
      text: JSON.stringify(answerOf('Goa')),
      etag: '"md-1"',
    });
    await copies.save('masterData', 'answered', { etag: '"md-2"' });
    net.online = false;
    const store = createMasterDataStore(http, copies, new EventTarget());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.load();
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(store.current()).toBeUndefined();
    logged.mockRestore();
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
    await expect.poll(() => copies.read('masterData', 'answered')).toBeDefined();
    net.refuse = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createMasterDataStore(http, copies, new EventTarget());
    store.load();
    await expect.poll(() => logged.mock.calls[0]?.[0]).toBe('Master data could not be loaded');
    expect(store.current()).toBeUndefined();
    logged.mockRestore();
  });
});
