// Lists held whole up to the client list limit, paged by the server's REST facade past it (a low limit here: 5
// rows), through the stock ra-data-simple-rest.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { clientListLimit } from '../../../dataProvider/listSources.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Answer } from './fakeApi.ts';

const session = createSessionStore(localStorage);
const LIMIT = 5;

const aProject = (id: number) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: 2,
  start_date: '2030-03-04',
  end_date: '2030-06-30',
});

type Project = ReturnType<typeof aProject>;

/** The REST facade's answer to a simple-rest list call: the rows its filter keeps, the range's slice, Content-Range. */
const restAnswer = (rows: Project[], query: string): Answer => {
  const params = new URLSearchParams(query);
  const filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  const kept = rows.filter((row) =>
    Object.entries(filter).every(
      ([field, value]) =>
        field === 'q' || [value].flat().includes(row[field as keyof Project] as unknown as number),
    ),
  );
  const [first, last] = JSON.parse(params.get('range') ?? '[0,999]') as [number, number];
  const body = kept.slice(first, last + 1);
  return { status: 200, body, headers: { 'Content-Range': `project ${first}-${last}/${kept.length}` } };
};

/** The parameters of a REST facade call, read back from JSON. */
const restParams = (path: string) =>
  Object.fromEntries(
    [...new URLSearchParams(path.split('?')[1])].map(([key, value]) => [key, JSON.parse(value)]),
  );

/** A server of `count` projects: its list answers a page call a slice and X-Total-Count, or ignores or refuses it. */
const server = (count: number, paging: 'pages' | 'ignores' | 'refuses' = 'pages') => {
  const state = { rows: Array.from({ length: count }, (_, i) => aProject(i + 1)) };
  const api = fakeApi(({ path }): Answer => {
    const [list, query] = path.split('?');
    const one = /^get_project\/(\d+)$/.exec(path);
    if (one) return { status: 200, body: state.rows.filter((row) => row.id === Number(one[1])) };
    if (list === 'rest/project' && paging === 'pages') return restAnswer(state.rows, query);
    if (list !== 'projects') return { status: 500 };
    if (query && paging === 'refuses') return { status: 400, body: { message: 'Unknown parameter _start' } };
    if (paging === 'ignores' || !query)
      return { status: 200, body: state.rows, headers: { ETag: `"v${state.rows.length}"` } };
    const params = new URLSearchParams(query);
    const [start, end] = [Number(params.get('_start')), Number(params.get('_end'))];
    return {
      status: 200,
      body: state.rows.slice(start, end),
      headers: { 'X-Total-Count': `${state.rows.length}` },
    };
  });
  const http = createHttpClient({
    baseUrl: api.base,
    session,
    fetch: api.fetch,
    onSessionEnd: () => undefined,
  });
  const provider = createDataProvider(http, { clientListLimit: LIMIT });
  return { api, state, provider, paths: () => api.calls.map((call) => call.path) };
};

const params = (page = 1, q = '', field = '', order: 'ASC' | 'DESC' = 'ASC') => ({
  pagination: { page, perPage: 10 },
  sort: { field, order },
  filter: { q },
});

describe('lists past the client list limit', () => {
  beforeEach(() => session.setToken('token'));

  it('holds a list within the limit: its size asked once, the whole list read once, then no calls', async () => {
    const { provider, paths } = server(LIMIT);
    await provider.getList('project', params());
    const found = await provider.getList('project', params(1, 'project 3', 'project_name', 'DESC'));
    expect(found.data.map((row) => row.id)).toEqual([3]);
    expect(paths()).toEqual(['projects?_start=0&_end=1', 'projects']);
  });

  it('answers no page at once from a list the server pages', async () => {
    const { provider, paths } = server(30);
    await provider.getList('project', params());
    const calls = paths().length;
    expect(provider.getListNow('project', params(2))).toBeUndefined();
    expect(paths()).toHaveLength(calls);
  });

  it('asks the REST facade for each page past the limit, with the sort and search, S.No. continuing', async () => {
    const { provider, paths } = server(30);
    const page = await provider.getList('project', params(2, ' goa ', 'state_id', 'DESC'));
    expect(paths().at(-1)?.split('?')[0]).toBe('rest/project');
    expect(restParams(paths().at(-1)!)).toEqual({
      range: [10, 19],
      sort: ['state_id', 'DESC'],
      filter: { q: 'goa' },
    });
    expect(page.total).toBe(30);
    expect(page.data.map((row) => [row.id, row.serialNo])).toEqual(
      Array.from({ length: 10 }, (_, n) => [11 + n, 11 + n]),
    );
  });

  it('passes the list’s field filters to the REST facade beside the search, empty ones left out', async () => {
    const { provider, state, paths } = server(30);
    state.rows[6].state_id = 9;
    state.rows[7].state_id = 9;
    const filter = { q: 'project', state_id: 9, start_date: '', end_date: '2030-06-30' };
    const page = await provider.getList('project', { ...params(), filter });
    expect(restParams(paths().at(-1)!)).toEqual({
      range: [0, 9],
      sort: ['id', 'ASC'],
      filter: { q: 'project', state_id: 9, end_date: '2030-06-30' },
    });
    expect([page.data.map((row) => row.id), page.total]).toEqual([[7, 8], 2]);
  });

  it('filters a held list as the facade does: exactly, and with the search', async () => {
    const { provider, state } = server(LIMIT);
    state.rows[1].state_id = 9;
    state.rows[3].state_id = 9;
    const filter = { q: 'project 4', state_id: 9 };
    const page = await provider.getList('project', { ...params(), filter });
    expect([page.data.map((row) => row.id), page.total]).toEqual([[4], 1]);
  });

  it('sends no sort the server does not take, and no empty search', async () => {
    const { provider, paths } = server(30);
    await provider.getList('project', params(1, '  ', 'serialNo'));
    await provider.getList('project', params(1, '', ''));
    const expected = { range: [0, 9], sort: ['id', 'ASC'], filter: {} };
    expect(paths().slice(1).map(restParams)).toEqual([expected, expected]);
  });

  it('asks the size once for list calls made at the same time', async () => {
    const { provider, paths } = server(30);
    await Promise.all([provider.getList('project', params(1)), provider.getList('project', params(2))]);
    expect(paths().filter((path) => path === 'projects?_start=0&_end=1')).toHaveLength(1);
  });

  it('moves a held list to the server once it has grown past the limit', async () => {
    const { provider, state, paths } = server(LIMIT);
    await provider.getList('project', params());
    state.rows.push(aProject(6), aProject(7));
    await provider.markListStale('project');
    const page = await provider.getList('project', params());
    expect(
      paths()
        .slice(2)
        .map((path) => path.split('?')[0]),
    ).toEqual(['projects', 'rest/project']);
    expect(page.total).toBe(7);
  });

  it('holds the whole list that a server without paging answers to the size call', async () => {
    const { provider, paths } = server(30, 'ignores');
    const page = await provider.getList('project', params(2));
    await provider.getList('project', params(3, 'project 2'));
    expect([page.total, page.data[0].serialNo, paths()]).toEqual([30, 11, ['projects?_start=0&_end=1']]);
  });

  it('holds the whole list of a server that refuses page calls', async () => {
    const { provider, paths } = server(30, 'refuses');
    expect((await provider.getList('project', params(3))).total).toBe(30);
    await provider.getList('project', params(2));
    expect(paths()).toEqual(['projects?_start=0&_end=1', 'projects']);
  });

  it('reads the records of a list the server pages in one call to the REST facade', async () => {
    const { provider, paths } = server(30);
    await provider.getList('project', params());
    const many = await provider.getMany('project', { ids: [3, 4] });
    expect(many.data.map((row) => row.id)).toEqual([3, 4]);
    expect(paths().slice(2).map(restParams)).toEqual([{ filter: { id: [3, 4] } }]);
  });

  it('asks the REST facade for the records that name one, once the server pages the list', async () => {
    const { provider, state, paths } = server(30);
    state.rows[4].state_id = 9;
    await provider.getList('project', params());
    const naming = await provider.getManyReference('project', { ...params(), target: 'state_id', id: 9 });
    expect([naming.data.map((row) => row.id), naming.total]).toEqual([[5], 1]);
    expect(restParams(paths().at(-1)!)).toMatchObject({ filter: { state_id: 9 }, range: [0, 9] });
  });

  it('finds nothing for a search longer than the server takes, without asking', async () => {
    const { provider, paths } = server(30);
    await provider.getList('project', params());
    const calls = paths().length;
    expect(await provider.getList('project', params(1, 'x'.repeat(201)))).toEqual({ data: [], total: 0 });
    expect(paths()).toHaveLength(calls);
  });
});

describe('clientListLimit', () => {
  it('reads VITE_CLIENT_LIST_LIMIT when it is a whole number, else 50,000', () => {
    expect([
      clientListLimit('12'),
      clientListLimit(' 7 '),
      clientListLimit('lots'),
      clientListLimit(''),
    ]).toEqual([12, 7, 50_000, 50_000]);
    expect(clientListLimit(undefined)).toBe(50_000);
  });

  it('places a record in a held list as searched and sorted, with no call beyond the list', async () => {
    const { provider, paths } = server(LIMIT);
    const sort = { field: 'project_name', order: 'DESC' as const };
    await provider.getList('project', params());
    expect(await provider.locateRow('project', { id: 2, filter: {}, sort })).toBe(3);
    expect(await provider.locateRow('project', { id: '4', filter: { q: 'project 4' }, sort })).toBe(0);
    expect(await provider.locateRow('project', { id: 4, filter: { q: 'project 3' }, sort })).toBeUndefined();
    expect(paths()).toEqual(['projects?_start=0&_end=1', 'projects']);
  });

  it('knows no place for a record once the server pages the list', async () => {
    const { provider, paths } = server(30);
    await provider.getList('project', params());
    const calls = paths().length;
    expect(
      await provider.locateRow('project', { id: 2, filter: {}, sort: { field: '', order: 'ASC' } }),
    ).toBe(undefined);
    expect(paths()).toHaveLength(calls);
  });
});
