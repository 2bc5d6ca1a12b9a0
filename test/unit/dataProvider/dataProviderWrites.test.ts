// The dataProvider's writes at the fetch boundary: the Idempotency-Key each carries (the caller's, or one made per
// call and kept by its retries), If-Match from the version read, and the version an edit made kept on its result.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Handler } from './fakeApi.ts';

const session = createSessionStore(localStorage);

const aProject = (id: number, version: number) => ({
  id,
  project_id: id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: 1,
  start_date: '2025-03-04',
  end_date: '2025-06-30',
  version,
});

/** A server whose edits answer the record's next version; the network loses the first `lost` calls. */
const projectServer = (lost = 0): Handler => {
  let calls = 0;
  let version = 3;
  return ({ path }) => {
    calls += 1;
    if (calls <= lost) throw new TypeError('Failed to fetch');
    if (path.startsWith('projects_edit/')) {
      version += 1;
      return { status: 200, body: { message: 'Updated' }, headers: { ETag: `"${version}"` } };
    }
    return { status: 200, body: { message: 'Done', id: 9 } };
  };
};

const providerFor = (handler: Handler) => {
  const api = fakeApi(handler);
  const http = createHttpClient({
    baseUrl: api.base,
    session,
    fetch: api.fetch,
    onSessionEnd: vi.fn(),
    retryDelays: [0, 0],
  });
  return { api, provider: createDataProvider(http) };
};

const keyOf = (api: ReturnType<typeof fakeApi>, index = 0) => api.calls[index].headers['Idempotency-Key'];
const ifMatchAt = (api: ReturnType<typeof fakeApi>, index = 0) => api.calls[index].headers['If-Match'];

describe('writes through the dataProvider', () => {
  beforeEach(() => session.setToken('fresh'));

  it('sends the key the caller keeps in meta on an add', async () => {
    const { api, provider } = providerFor(projectServer());
    await provider.create('project', { data: aProject(0, 1), meta: { idempotencyKey: 'save-1' } });
    expect(keyOf(api)).toBe('save-1');
  });

  it('sends the key the caller keeps in meta on an edit, with If-Match from the version read', async () => {
    const { api, provider } = providerFor(projectServer());
    const record = aProject(4, 3);
    await provider.update('project', {
      id: 4,
      data: record,
      previousData: record,
      meta: { idempotencyKey: 'save-2' },
    });
    expect([keyOf(api), ifMatchAt(api)]).toEqual(['save-2', '"3"']);
  });

  it('sends no If-Match on an edit of a record read without a version', async () => {
    const { api, provider } = providerFor(projectServer());
    const { version: _version, ...record } = aProject(4, 3);
    await provider.update('project', { id: 4, data: record, previousData: record });
    expect(ifMatchAt(api)).toBeUndefined();
  });

  it("keeps the edit's new version from its ETag, so a second save from it names that version", async () => {
    const { api, provider } = providerFor(projectServer());
    const record = aProject(4, 3);
    const first = await provider.update('project', { id: 4, data: record, previousData: record });
    await provider.update('project', { id: 4, data: record, previousData: first.data });
    expect([first.data.version, ifMatchAt(api, 1)]).toEqual([4, '"4"']);
  });

  it('makes a key for a delete given none, sends If-Match from the version read, and retries with that key', async () => {
    const { api, provider } = providerFor(projectServer(1));
    await provider.delete('project', { id: 8, previousData: aProject(8, 5) });
    expect(api.calls).toHaveLength(2);
    expect(keyOf(api)).toMatch(/^[0-9a-f-]{36}$/);
    expect([keyOf(api, 1), ifMatchAt(api), ifMatchAt(api, 1)]).toEqual([keyOf(api), '"5"', '"5"']);
  });

  it('makes a new key for each delete', async () => {
    const { api, provider } = providerFor(projectServer());
    await provider.delete('project', { id: 8, previousData: aProject(8, 5) });
    await provider.delete('project', { id: 9, previousData: aProject(9, 5) });
    expect(keyOf(api, 1)).not.toBe(keyOf(api));
  });

  it('restores with a key made for the call, kept by its retry', async () => {
    const { api, provider } = providerFor(projectServer(1));
    await provider.restore('project', 8);
    expect(api.calls.map((call) => call.path)).toEqual(['restore/project/8', 'restore/project/8']);
    expect(keyOf(api)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(api, 1)).toBe(keyOf(api));
  });
});
