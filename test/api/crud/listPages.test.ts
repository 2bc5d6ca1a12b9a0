// Lists answered a page at a time (_start, _end, _sort, _order, q; X-Total-Count), on both databases; the
// whole-list answer unchanged without those parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import { queryList } from '../../../dataProvider/listQuery.ts';
import { project, resources, searchTextOf, sortFieldsOf, type MasterData } from '../../../resources/index.ts';
import { databaseKinds, jsonHeaders, startTestServer, useSignedInServer } from '../testServer.ts';

type Row = Record<string, unknown> & { id: number };

/** Projects whose names, states and dates sort differently; states are the built-in LGD ones. */
const projects = [
  { project_name: 'Alpha clinic', project_code: 'K-10', state_id: 29, startDate: '2030-03-04' },
  { project_name: 'beta camp', project_code: 'K-9', state_id: 2, startDate: '2031-01-20' },
  { project_name: 'Gamma 100% fund', project_code: 'C_3', state_id: 21, startDate: '2030-07-15' },
  { project_name: 'delta', project_code: 'D-4', state_id: 5, startDate: '2029-11-11' },
  { project_name: 'Epsilon', project_code: 'E-5', state_id: 29, startDate: '2030-03-05' },
];

describe.each(databaseKinds)('list pages on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  const ids: number[] = [];
  /** The added projects' positions (1-based, as in `projects`) of a page's rows. */
  const numbers = (rows: Row[]) => rows.map((row) => ids.indexOf(row.id) + 1);

  const get = (path: string) =>
    fetch(`${suite.server.url}/api/${path}`, { headers: jsonHeaders(suite.token) });
  it('answers 401 to a page call without a token, before looking at its parameters', async () => {
    for (const query of [
      '_start=0&_end=10&q=goa',
      '_start=x&_sort=password_hash',
      '_start=0&_end=10&_start=5',
    ]) {
      const response = await fetch(`${suite.server.url}/api/projects?${query}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('x-total-count')).toBeNull();
    }
  });

  const page = async (query: string, list = 'projects') => {
    const response = await get(`${list}?${query}`);
    const total = response.headers.get('x-total-count');
    return {
      status: response.status,
      total: total === null ? null : Number(total),
      body: await response.json(),
    };
  };
  const found = async (query: string) => numbers((await page(`_start=0&_end=100&${query}`)).body as Row[]);

  beforeAll(async () => {
    for (const body of projects) {
      const response = await fetch(`${suite.server.url}/api/projects_add`, {
        method: 'POST',
        headers: jsonHeaders(suite.token),
        body: JSON.stringify({ id: '', endDate: '2032-12-31', ...body }),
      });
      ids.push(((await response.json()) as { id: number }).id);
    }
  });

  it('answers one page of rows as the whole list has them, with the number of rows in X-Total-Count', async () => {
    const whole = (await (await get('projects')).json()) as Row[];
    const answer = await page('_start=1&_end=3');
    expect(answer.status).toBe(200);
    expect(answer.total).toBe(whole.length);
    expect(answer.body).toEqual(whole.slice(1, 3));
  });

  it('answers the whole list, its ETag and 304 as before without page parameters', async () => {
    const response = await get('projects?v=2');
    const etag = response.headers.get('etag') ?? '';
    expect([response.headers.get('x-total-count'), etag]).toEqual([null, expect.stringMatching(/^"/)]);
    expect(numbers((await response.json()) as Row[])).toEqual([1, 2, 3, 4, 5]);
    const again = await fetch(`${suite.server.url}/api/projects`, {
      headers: { ...jsonHeaders(suite.token), 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('sorts by a text column ignoring case, both ways', async () => {
    expect(await found('_sort=project_name')).toEqual([1, 2, 4, 5, 3]);
    expect(await found('_sort=project_name&_order=desc')).toEqual([3, 5, 4, 2, 1]);
  });

  it('sorts by a lookup column by its names, both ways, ties by id', async () => {
    expect(await found('_sort=state_id&_order=ASC')).toEqual([2, 1, 5, 3, 4]);
    expect(await found('_sort=state_id&_order=DESC')).toEqual([4, 3, 1, 5, 2]);
  });

  it('sorts by a date and by id', async () => {
    expect(await found('_sort=start_date')).toEqual([4, 1, 5, 3, 2]);
    expect(await found('_sort=id&_order=DESC')).toEqual([5, 4, 3, 2, 1]);
  });

  it('searches a lookup by its name, and counts what it found', async () => {
    expect(await found('q=odisha')).toEqual([3]);
    expect(await found('q=Karna')).toEqual([1, 5]);
    const answer = await page('_start=0&_end=1&q=karnataka');
    expect([answer.total, numbers(answer.body as Row[])]).toEqual([2, [1]]);
  });

  it("counts a search's matches on a later page and past its last match too", async () => {
    const second = await page('_start=1&_end=2&q=karnataka');
    expect([second.total, numbers(second.body as Row[])]).toEqual([2, [5]]);
    const past = await page('_start=5&_end=10&q=karnataka');
    expect([past.status, past.total, past.body]).toEqual([200, 2, []]);
    const none = await page('_start=0&_end=10&q=no such project');
    expect([none.total, none.body]).toEqual([0, []]);
  });

  it('searches dates as shown and as stored', async () => {
    expect(await found('q=04/03/2030')).toEqual([1]);
    expect(await found('q=/03/2030')).toEqual([1, 5]);
    expect(await found('q=2030-03')).toEqual([1, 5]);
  });

  it('takes % _ and quotes in a search literally', async () => {
    expect(await found(`q=${encodeURIComponent('100%')}`)).toEqual([3]);
    expect(await found('q=_')).toEqual([3]);
    const answer = await page(
      `_start=0&_end=10&q=${encodeURIComponent("' or 1=1; drop table projects; --")}`,
    );
    expect([answer.status, answer.total]).toEqual([200, 0]);
    expect(await found('')).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds what the client finds in the held list, for every kind of search', async () => {
    const masterData = (await (await get('master_data')).json()) as MasterData;
    const rows = (await (await get('projects')).json()) as Row[];
    const searchText = searchTextOf(project, masterData);
    for (const q of ['pradesh', 'a', 'K-1', '03/20', '2030-0', '--', '-', '20', 'nothing at all']) {
      const client = queryList({ rows, q, searchText, page: 1, perPage: 100 }).data.map((row) => row.id);
      const server = ((await page(`_start=0&_end=100&q=${encodeURIComponent(q)}`)).body as Row[]).map(
        (r) => r.id,
      );
      expect(server, q).toEqual(client);
    }
  });

  it('answers every resource, every sort both ways and searches of each kind without an error', async () => {
    for (const resource of resources) {
      const list = resource.endpoints.list;
      for (const field of sortFieldsOf(resource)) {
        for (const order of ['ASC', 'DESC']) {
          expect((await page(`_start=0&_end=5&_sort=${field}&_order=${order}`, list)).status).toBe(200);
        }
      }
      for (const q of ['a', '--', '2030-03', '04/03', 'kullu', 'Monday']) {
        expect((await page(`_start=0&_end=5&q=${q}`, list)).status, `${list} ${q}`).toBe(200);
      }
    }
  });

  const refused: [string, RegExp][] = [
    ['q=goa', /_start is required/],
    ['_start=0', /_end is required/],
    ['_start=-1&_end=10', /_start must be a whole number/],
    ['_start=a&_end=10', /_start must be a whole number/],
    ['_start=&_end=10', /_start must be a whole number/],
    ['_start=1e3&_end=2000', /_start must be a whole number/],
    ['_start=0&_end=99999999999999999999', /_end must be a whole number/],
    ['_start=0&_start=1&_end=10', /_start must be given once/],
    ['_start=5&_end=5', /_end must be more than _start/],
    ['_start=0&_end=1001', /at most 1000 rows/],
    ['_start=0&_end=10&_sort=password_hash', /_sort must be one of id, /],
    ['_start=0&_end=10&_sort=', /_sort must be one of/],
    [`_start=0&_end=10&_sort=${encodeURIComponent('id; drop table projects')}`, /_sort must be one of/],
    ['_start=0&_end=10&_sort=id&_sort=id', /_sort must be given once/],
    ['_start=0&_end=10&_order=sideways', /_order must be ASC or DESC/],
    ['_start=0&_end=10&_order=', /_order must be ASC or DESC/],
    [`_start=0&_end=10&q=${'x'.repeat(201)}`, /q must be at most 200 characters/],
    ['_start=0&_end=10&q=a&q=b', /q must be given once/],
    ['_start=0&_end=10&q=%00', /control characters/],
    ['_start=0&_end=10&q=a%0Ab', /control characters/],
    ['_start=0&_end=10&state_id=2', /Unknown parameter state_id/],
    ['_start=0&_end=10&__proto__=x', /Unknown parameter __proto__/],
    ['_start=0&_end=10&_start[]=1', /Unknown parameter _start\[\]/],
  ];

  it.each(refused)('answers 400 with a message to %s', async (query, message) => {
    const answer = await page(query);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
  });
});

describe('the log of a page call', () => {
  it('names the path, never the search (it may name a person)', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const server = await startTestServer('embedded', {}, { logger: { level: 'info', stream } });
    try {
      const token = await server.login();
      await fetch(`${server.url}/api/projects?_start=0&_end=10&q=asha.rao`, { headers: jsonHeaders(token) });
      expect(lines.join('')).toContain('"url":"/api/projects"');
      expect(lines.join('')).not.toContain('asha.rao');
    } finally {
      await server.close();
    }
  });
});
