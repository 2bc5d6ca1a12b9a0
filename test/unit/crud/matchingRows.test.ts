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

/** A server of `count` sites whose list answers pages as ours does: searched, sorted, at most MAX_PAGE_ROWS. */
const serverOf = (count: number, clientListLimit: number) => {
  const rows = Array.from({ length: count }, (_, i) => aSite(i + 1));
  const api = fakeApi(({ path }): Answer => {
    const [list, query] = path.split('?');
    if (list !== 'sites') return { status: 500 };
    if (!query) return { status: 200, body: rows };
    const params = new URLSearchParams(query);
    const [start, end] = [Number(params.get('_start')), Number(params.get('_end'))];
    if (end - start > MAX_PAGE_ROWS)
      return { status: 400, body: { message: 'A page holds at most 1000 rows' } };
    const q = params.get('q')?.toLowerCase() ?? '';
    const found = rows.filter((row) => row.site_name.toLowerCase().includes(q));
    if (params.get('_order') === 'DESC') found.reverse();
    return { status: 200, body: found.slice(start, end), headers: { 'X-Total-Count': `${found.length}` } };
  });
  const http = createHttpClient({ baseUrl: api.base, session, fetch: api.fetch, onSessionEnd: () => {} });
  const paths = () => api.calls.map((call) => call.path);
  return { provider: createDataProvider(http, { clientListLimit }), paths };
};

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
    expect(paths().slice(1)).toEqual(
      [0, 1000, 2000].map((start) => `sites?_start=${start}&_end=${start + 1000}&_sort=id&_order=DESC&q=goa`),
    );
  });

  it('are none when the search finds none', async () => {
    const { provider } = serverOf(30, 10);
    expect(await matchingRows(provider, 'site', { ...goaByIdDescending, filter: { q: 'nowhere' } })).toEqual(
      [],
    );
  });
});
