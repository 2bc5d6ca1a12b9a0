// Reading offline: a list or record the server answered once is kept on the device; when the network fails (no
// answer, not a refusal) it answers from the copy, marked with its time, and is revalidated by ETag when it returns.
import { IDBFactory } from 'fake-indexeddb';
import { OFFLINE_FROM_KEY } from '../../../dataProvider/deviceCopies.ts';
import { describe, expect, it } from 'vitest';
import { createDeviceCopies } from '../../../dataProvider/deviceCopies.ts';
import type { HttpClient, Revalidated } from '../../../dataProvider/httpClient.ts';
import { HttpError } from '../../../dataProvider/httpError.ts';
import { createDataProvider } from '../../../dataProvider/index.ts';

const aProject = (id: number) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: 1,
});

/** A server with a projects list at a version, and a network the test switches off. */
const aNetwork = () => {
  const net = {
    online: true,
    refuse: undefined as number | undefined,
    rows: [aProject(1), aProject(2)],
    version: 1,
    listCalls: [] as (string | undefined)[],
  };
  const reach = () => {
    if (!net.online) throw new TypeError('Failed to fetch');
    if (net.refuse) throw new HttpError(net.refuse, { message: 'Refused' });
  };
  const etag = () => `"v${net.version}"`;
  const http: HttpClient = {
    request: async <T>(path: string) => {
      reach();
      const id = Number(path.split('/')[1]);
      return net.rows.filter((row) => row.id === id) as T;
    },
    requestWithEtag: async <T>(path: string) => ({ body: await http.request<T>(path), etag: undefined }),
    revalidate: async <T>(_path: string, held: string | undefined): Promise<Revalidated<T>> => {
      reach();
      net.listCalls.push(held);
      if (held === etag()) return { notModified: true };
      return { notModified: false, body: structuredClone(net.rows) as T, etag: etag() };
    },
    page: async <T>() => {
      reach();
      return { body: [net.rows[0]] as T, total: net.rows.length, etag: undefined };
    },
    fetchJson: async (path: string) => {
      throw new Error(`No REST call expected: ${path}`);
    },
  };
  return { net, http };
};

/** One device's storage and clock; each `page()` is a fresh load of the app (nothing held in memory). */
const aDevice = () => {
  const device = { indexedDB: new IDBFactory(), time: Date.UTC(2026, 10, 27, 9, 30), scope: 'user-1' };
  const saving: Promise<void>[] = [];
  const copies = () => {
    const kept = createDeviceCopies({
      indexedDB: device.indexedDB,
      now: () => device.time,
      scopeOf: () => device.scope,
    });
    return { read: kept.read, save: (...args: Parameters<typeof kept.save>) => track(kept.save(...args)) };
  };
  const track = (saved: Promise<void>) => (saving.push(saved), saved);
  const page = (http: HttpClient) => createDataProvider(http, { device: copies(), now: () => device.time });
  /** Lets the copies' writes (the reads do not wait for them) land. */
  const settled = () => Promise.all(saving);
  return { device, page, settled };
};

const params = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};

/** What a list screen opening shows once settled: rows the device answered at once are read again, as it does. */
const opened = async (provider: ReturnType<typeof createDataProvider>) => {
  const first = await provider.getList('project', params);
  return first.meta?.fromDevice === undefined ? first : provider.getList('project', params);
};

describe('reading offline', () => {
  it('answers a fresh load of the app from the copy kept on the device, with the time the server answered it', async () => {
    const { net, http } = aNetwork();
    const { device, page, settled } = aDevice();
    const savedAt = device.time;
    await page(http).getList('project', params);
    await settled();
    net.online = false;
    device.time += 3_600_000;
    const offline = await opened(page(http));
    expect(offline.data.map((row) => row.id)).toEqual([1, 2]);
    expect(offline.meta).toEqual({ offlineFrom: savedAt });
  });

  it('answers from the list held in memory when the network fails on a screen opening again', async () => {
    const { net, http } = aNetwork();
    const { page } = aDevice();
    const provider = page(http);
    const online = await provider.getList('project', params);
    expect(online.meta).toBeUndefined();
    net.online = false;
    provider.markListStale('project');
    const offline = await provider.getList('project', params);
    expect(offline.data).toEqual(online.data);
    expect(offline.meta?.offlineFrom).toEqual(expect.any(Number));
  });

  it('revalidates the copy with its ETag when the network returns, and no longer says offline', async () => {
    const { net, http } = aNetwork();
    const { page, settled } = aDevice();
    await page(http).getList('project', params);
    await settled();
    net.online = false;
    const provider = page(http);
    await provider.getList('project', params);
    net.online = true;
    net.listCalls = [];
    const back = await provider.getList('project', params);
    expect(net.listCalls).toEqual(['"v1"']);
    expect(back.meta).toBeUndefined();
    expect(back.data.map((row) => row.id)).toEqual([1, 2]);
  });

  it('shows a change made while offline once the network returns', async () => {
    const { net, http } = aNetwork();
    const { page } = aDevice();
    const provider = page(http);
    await provider.getList('project', params);
    net.online = false;
    provider.markListStale('project');
    await provider.getList('project', params);
    net.online = true;
    net.rows = [...net.rows, aProject(3)];
    net.version = 2;
    expect((await provider.getList('project', params)).total).toBe(3);
  });

  it('keeps the time the server last confirmed the copy (a 304), not the first fetch', async () => {
    const { net, http } = aNetwork();
    const { device, page, settled } = aDevice();
    const provider = page(http);
    await provider.getList('project', params);
    device.time += 600_000;
    provider.markListStale('project');
    await provider.getList('project', params);
    await settled();
    net.online = false;
    expect((await opened(page(http))).meta).toEqual({ offlineFrom: device.time });
  });

  it('fails as the network did when no copy is kept', async () => {
    const { net, http } = aNetwork();
    const { page } = aDevice();
    net.online = false;
    await expect(page(http).getList('project', params)).rejects.toThrow('Failed to fetch');
  });

  it('does not answer a refusal of the server (a 4xx) from the copy', async () => {
    const { net, http } = aNetwork();
    const { page, settled } = aDevice();
    await page(http).getList('project', params);
    await settled();
    net.refuse = 403;
    await expect(opened(page(http))).rejects.toThrow('Refused');
  });

  it("never answers another user's copy", async () => {
    const { net, http } = aNetwork();
    const { device, page, settled } = aDevice();
    await page(http).getList('project', params);
    await settled();
    net.online = false;
    device.scope = 'user-2';
    await expect(page(http).getList('project', params)).rejects.toThrow('Failed to fetch');
  });

  it('answers a record opened before from the device when the network fails', async () => {
    const { net, http } = aNetwork();
    const { device, page, settled } = aDevice();
    const savedAt = device.time;
    await page(http).getOne('project', { id: 2 });
    await settled();
    net.online = false;
    device.time += 60_000;
    const offline = await page(http).getOne('project', { id: 2 });
    // On the record too: react-admin's useGetOne hands its screen the record alone.
    expect(offline.data).toMatchObject({ id: 2, project_name: 'Project 2', [OFFLINE_FROM_KEY]: savedAt });
    expect(offline.meta).toEqual({ offlineFrom: savedAt });
    await expect(page(http).getOne('project', { id: 1 })).rejects.toThrow('Failed to fetch');
  });
});
