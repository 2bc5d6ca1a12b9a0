// An export's rows: all that the list's search finds, in its sort order, held by the browser or paged by the server.
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { MAX_PAGE_ROWS } from '../../../resources/index.ts';
import { matchingRows } from '../../../src/crud/list/matchingRows.ts';
import { fakeApi, type Answer } from '../dataProvider/fakeApi.ts';

const session = createSessionStore(localStorage);
const aSite = (id: number) => ({
  id,
  site_name: `${id % 2 ? 'Goa' : 'Pune'} camp ${id}`,
  site_code: `S-${id}`,
});

/**
 * A server of `count` sites: its contract list answers the first one-row page (which sizes the list) and the whole
 * list; its REST facade answers pages as ours does: searched, sorted, at most MAX_PAGE_ROWS, with Content-Range.
 */
const serverOf = (count: number, clientListLimit: number) => {
  const rows = Array.from({ length: count }, (_, i) => aSite(i + 1));
  const api = fakeApi(({ path }): Answer => {
    const [list, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    if (list === 'sites' && !query) return { status: 200, body: rows };
    if (list === 'sites')
      return { status: 200, body: rows.slice(0, 1), headers: { 'X-Total-Count': `${rows.length}` } };
    if (list !== 'rest/site') return { status: 500 };
    const [first, last] = JSON.parse(params.get('range') ?? '[0,999]') as [number, number];
    if (last - first + 1 > MAX_PAGE_ROWS)
      return { status: 400, body: { message: 'A page holds at most 1000 rows' } };
    const [, order] = JSON.parse(params.get('sort') ?? '["id","ASC"]') as [string, string];
    const { q = '' } = JSON.parse(params.get('filter') ?? '{}') as { q?: string };
    const found = rows.filter((row) => row.site_name.toLowerCase().includes(q.toLowerCase()));
    if (order === 'DESC') found.reverse();
    const body = found.slice(first, last + 1);
    return { status: 200, body, headers: { 'Content-Range': `site ${first}-${last}/${found.length}` } };
  });
  const http = createHttpClient({ baseUrl: api.base, session, fetch: api.fetch, onSessionEnd: () => {} });
  const paths = () => api.calls.map((call) => call.path);
  return { provider: createDataProvider(http, { clientListLimit }), paths };
};

/** A facade call's parameters, each read as JSON. */
const restParams = (path: string) =>
  Object.fromEntries(
    [...new URLSearchParams(path.split('?')[1]).entries()].map(([key, value]) => [key, JSON.parse(value)]),
  );

const goaByIdDescending = { sort: { field: 'id', order: 'DESC' as const }, filter: { q: 'goa' } };
/** The ids of the odd (Goa) sites among `count`, highest first. */
const goaIdsDescending = (count: number) =>
  Array.from({ length: count }, (_, i) => count - i).filter((id) => id % 2 === 1);

describe('the rows an export reads', () => {
  beforeEach(() => session.setToken('token'));

  it('are every row the search finds in a held list, in its sort order, read once', async () => {
    const { provider, paths } = serverOf(2_500, 50_000);
    const rows = await matchingRows(provider, 'site', goaByIdDescending);
    expect(rows.map((row) => row.id)).toEqual(goaIdsDescending(2_500));
    expect(paths()).toEqual(['sites?_start=0&_end=1', 'sites']);
  });

  it('are every row the server finds in a server-paged list, read in pages it accepts', async () => {
    const { provider, paths } = serverOf(4_500, 10);
    const rows = await matchingRows(provider, 'site', goaByIdDescending);
    expect(rows.map((row) => row.id)).toEqual(goaIdsDescending(4_500));
    expect(paths().slice(1).map(restParams)).toEqual(
      [0, 1000, 2000].map((start) => ({
        filter: { q: 'goa' },
        range: [start, start + 999],
        sort: ['id', 'DESC'],
      })),
    );
  });

  it('are none when the search finds none', async () => {
    const { provider } = serverOf(30, 10);
    expect(await matchingRows(provider, 'site', { ...goaByIdDescending, filter: { q: 'nowhere' } })).toEqual(
      [],
    );
  });
});
