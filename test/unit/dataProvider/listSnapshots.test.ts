// Lists fetched once per client, queried in memory, revalidated by ETag after a write or when a screen opens again.
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import type { HttpClient, Revalidated } from '../../../dataProvider/httpClient.ts';

const aProject = (id: number) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: 1,
  start_date: '2025-03-04',
  end_date: '2025-06-30',
});

/** A server holding the projects list at a version; answers 304 to the current ETag. */
const versionedServer = () => {
  const server = { rows: [aProject(1), aProject(2)], version: 1, listCalls: [] as (string | undefined)[] };
  const etag = () => `"v${server.version}"`;
  const http: HttpClient = {
    request: async <T>(path: string) => {
      if (path.startsWith('projects_add')) {
        server.rows = [...server.rows, aProject(server.rows.length + 1)];
        server.version++;
      }
      return { message: 'Added!' } as T;
    },
    requestWithEtag: async <T>(path: string) => ({ body: await http.request<T>(path), etag: undefined }),
    revalidate: async <T>(path: string, held: string | undefined): Promise<Revalidated<T>> => {
      expect(path).toBe('projects');
      server.listCalls.push(held);
      if (held === etag()) return { notModified: true };
      return { notModified: false, body: structuredClone(server.rows) as T, etag: etag() };
    },
    // A server without paging: a page call is answered the whole list.
    page: async <T>(path: string) => {
      expect(path.split('?')[0]).toBe('projects');
      server.listCalls.push(undefined);
      return { body: structuredClone(server.rows) as T, total: undefined, etag: etag() };
    },
    // Held lists never call the REST facade.
    fetchJson: async (path: string) => {
      throw new Error(`No REST call expected: ${path}`);
    },
  };
  return { server, http };
};

const params = (q = '', page = 1, field = '') => ({
  pagination: { page, perPage: 1 },
  sort: { field, order: 'ASC' as const },
  filter: { q },
});

describe('held lists', () => {
  it('fetches a list once; searching, sorting and paging never touch the network', async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    await provider.getList('project', params());
    const found = await provider.getList('project', params('p-2'));
    await provider.getList('project', params('', 2, 'project_name'));
    expect(found.data.map((row) => row.id)).toEqual([2]);
    expect(server.listCalls).toEqual([undefined]);
  });

  it("revalidates with the held ETag after this client's own write and sees the new row", async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    await provider.getList('project', params());
    await provider.create('project', { data: aProject(0) });
    const after = await provider.getList('project', params());
    expect(server.listCalls).toEqual([undefined, '"v1"']);
    expect(after.total).toBe(3);
  });

  it('keeps the held rows when the server answers 304 to a list screen opening again', async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    const first = await provider.getList('project', params());
    provider.markListStale('project');
    const again = await provider.getList('project', params());
    expect(server.listCalls).toEqual([undefined, '"v1"']);
    expect(again).toEqual(first);
  });

  it('sees a change made elsewhere at the next revalidation', async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    await provider.getList('project', params());
    server.rows = [aProject(9)];
    server.version = 7;
    expect((await provider.getList('project', params())).data[0].id).toBe(1);
    provider.markListStale('project');
    expect((await provider.getList('project', params())).data.map((row) => row.id)).toEqual([9]);
  });

  it('shares one request between list reads made at once', async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    await Promise.all([provider.getList('project', params()), provider.getList('project', params('x'))]);
    expect(server.listCalls).toHaveLength(1);
  });
});

describe('a held list page answered at once', () => {
  it('answers what getList would, only while the list is held fresh', async () => {
    const { server, http } = versionedServer();
    const provider = createDataProvider(http);
    expect(provider.getListNow('project', params())).toBeUndefined();
    await provider.getList('project', params());
    const sorted = params('', 2, 'project_name');
    const now = provider.getListNow('project', sorted);
    expect({ data: now.data, total: now.total }).toEqual(await provider.getList('project', sorted));
    expect(now.isCurrent()).toBe(true);
    // A write marks the list stale: what the server holds now is not known until it is asked.
    await provider.create('project', { data: aProject(0) });
    expect(provider.getListNow('project', sorted)).toBeUndefined();
    expect(now.isCurrent()).toBe(false);
    await provider.getList('project', sorted);
    expect(provider.getListNow('project', sorted).total).toBe(3);
    expect(server.listCalls).toEqual([undefined, '"v1"']);
  });

  it('answers nothing from a copy the network failed to revalidate', async () => {
    const { http } = versionedServer();
    const provider = createDataProvider(http);
    await provider.getList('project', params());
    provider.markListStale('project');
    http.revalidate = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await provider.getList('project', params())).meta?.offlineFrom).toEqual(expect.any(Number));
    expect(provider.getListNow('project', params())).toBeUndefined();
  });
});
