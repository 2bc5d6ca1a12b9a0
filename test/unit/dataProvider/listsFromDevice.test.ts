// A list opened afresh answers at once from what the device keeps (a held list, or the page a server-paged list last
// showed), marked fromDevice, and the list screen's next read answers the server's rows; a 304 writes only the time.
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDeviceCopies, type CopyKind, type DeviceCopies } from '../../../dataProvider/deviceCopies.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Answer } from './fakeApi.ts';

const session = createSessionStore(localStorage);
const LIMIT = 5;

const aProject = (id: number) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: 2,
});

/** A server of `count` projects (paged past LIMIT) whose answers the test can hold back. */
const aServer = (count: number) => {
  const state = { rows: Array.from({ length: count }, (_, i) => aProject(i + 1)), version: 1, held: false };
  let release = () => {};
  const api = fakeApi(async ({ path, headers }): Promise<Answer> => {
    if (state.held) await new Promise<void>((resolve) => (release = resolve));
    const [list, query] = path.split('?');
    const etag = `"v${state.version}"`;
    if (list === 'rest/project') {
      const [first, last] = JSON.parse(new URLSearchParams(query).get('range')!) as [number, number];
      const body = state.rows.slice(first, last + 1);
      return {
        status: 200,
        body,
        headers: { 'Content-Range': `project ${first}-${last}/${state.rows.length}` },
      };
    }
    if (query) return { status: 200, body: state.rows.slice(0, 1), headers: { 'X-Total-Count': `${count}` } };
    if (headers['If-None-Match'] === etag) return { status: 304 };
    return { status: 200, body: state.rows, headers: { ETag: etag } };
  });
  const http = createHttpClient({
    baseUrl: api.base,
    session,
    fetch: api.fetch,
    onSessionEnd: () => undefined,
  });
  return { state, api, http, release: () => release() };
};

/** One device: its IndexedDB, its clock, and every copy written, by kind. */
const aDevice = (refuse = false) => {
  const device = { indexedDB: new IDBFactory(), time: Date.UTC(2026, 10, 27, 9, 30) };
  const written: CopyKind[] = [];
  const saving: Promise<void>[] = [];
  const copies = (): Pick<DeviceCopies, 'read' | 'save'> => {
    const kept = createDeviceCopies({
      indexedDB: device.indexedDB,
      now: () => device.time,
      scopeOf: () => 'u1',
    });
    return {
      read: kept.read,
      save: (kind, name, value) => {
        written.push(kind);
        const saved = refuse
          ? Promise.reject(new DOMException('Full', 'QuotaExceededError'))
          : kept.save(kind, name, value);
        saving.push(saved.catch(() => undefined));
        return saved;
      },
    };
  };
  /** A fresh load of the app: nothing held in memory. */
  const load = (http: ReturnType<typeof aServer>['http']) =>
    createDataProvider(http, { device: copies(), now: () => device.time, clientListLimit: LIMIT });
  return { device, written, load, settled: () => Promise.all(saving) };
};

const params = {
  pagination: { page: 1, perPage: 2 },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
};

describe('a list opened from the device', () => {
  beforeEach(() => session.setToken('token'));

  it("answers from the held list the device keeps before the server answers, then the server's rows", async () => {
    const server = aServer(3);
    const { device, load, settled } = aDevice();
    await load(server.http).getList('project', params);
    await settled();
    const savedAt = device.time;
    device.time += 60_000;
    server.state.rows[0].project_name = 'Renamed';
    server.state.version = 2;
    server.state.held = true;
    const provider = load(server.http);
    const shown = await provider.getList('project', params);
    expect([shown.data[0].project_name, shown.total, shown.meta]).toEqual([
      'Project 1',
      3,
      { fromDevice: savedAt },
    ]);
    server.state.held = false;
    server.release();
    const read = await provider.getList('project', params);
    expect([read.data[0].project_name, read.meta]).toEqual(['Renamed', undefined]);
  });

  it('answers only the first list call of the page from the device', async () => {
    const server = aServer(3);
    const { load, settled } = aDevice();
    await load(server.http).getList('project', params);
    await settled();
    const provider = load(server.http);
    expect((await provider.getList('project', params)).meta?.fromDevice).toEqual(expect.any(Number));
    expect((await provider.getList('project', params)).meta).toBeUndefined();
  });

  it('answers a server-paged list from the page the device keeps for that view', async () => {
    const server = aServer(30);
    const { load, settled } = aDevice();
    await load(server.http).getList('project', params);
    await settled();
    server.state.held = true;
    const provider = load(server.http);
    const shown = await provider.getList('project', params);
    expect([shown.data.map((row) => row.id), shown.total]).toEqual([[1, 2], 30]);
    expect(shown.meta?.fromDevice).toEqual(expect.any(Number));
    server.state.held = false;
    server.release();
    expect(
      (await load(server.http).getList('project', { ...params, filter: { q: 'x' } })).meta,
    ).toBeUndefined();
  });

  it('writes only the time of a list on the device when the server answers 304, never its rows again', async () => {
    const server = aServer(3);
    const { device, written, load, settled } = aDevice();
    const provider = load(server.http);
    const lists = () => written.filter((kind) => kind !== 'listPage');
    await provider.getList('project', params);
    await settled();
    expect(lists()).toEqual(['listRows', 'list']);
    device.time += 60_000;
    provider.markListStale('project');
    await provider.getList('project', params);
    await settled();
    expect(lists()).toEqual(['listRows', 'list', 'list']);
    server.state.held = true;
    expect((await load(server.http).getList('project', params)).meta).toEqual({ fromDevice: device.time });
    server.release();
  });

  it("asks the server with the ETag of the device's copy once the page shown is read again: a 304, no rows sent", async () => {
    const server = aServer(3);
    const { load, settled } = aDevice();
    await load(server.http).getList('project', params);
    await settled();
    const provider = load(server.http);
    await provider.getList('project', params);
    const read = await provider.getList('project', { ...params, pagination: { page: 2, perPage: 2 } });
    expect(read.data.map((row) => row.id)).toEqual([3]);
    expect(server.api.calls.at(-1)?.headers['If-None-Match']).toBe('"v1"');
  });

  it('opens from the network, as with no copy, on a device with no room for one', async () => {
    const server = aServer(3);
    const { written, load, settled } = aDevice(true);
    await load(server.http).getList('project', params);
    await settled();
    expect(written.length).toBeGreaterThan(0);
    const again = await load(server.http).getList('project', params);
    expect([again.data.map((row) => row.id), again.meta]).toEqual([[1, 2], undefined]);
  });
});
