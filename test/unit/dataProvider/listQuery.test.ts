// Client-side search, field filters, sort and pagination of a fetched list, with S.No. continuing across pages.
import { describe, expect, it } from 'vitest';
import {
  nextSort,
  positionOf,
  prepareList,
  queryList,
  queryPrepared,
  sortRows,
  sortedIndices,
} from '../../../dataProvider/listQuery.ts';
import { PAGE_SIZES, project, searchTextOf, sortValueOf, type MasterData } from '../../../resources/index.ts';

const masterData = {
  state: [
    { state_id: 1, state_name: 'Kerala' },
    { state_id: 2, state_name: 'Assam' },
    { state_id: 3, state_name: 'Goa' },
  ],
} as MasterData;

const aProject = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  project_name: `Project ${id}`,
  project_code: `P-${id}`,
  state_id: (id % 3) + 1,
  start_date: '2025-03-04',
  end_date: '2025-06-30',
  ...changes,
});
const projects = (count: number) => Array.from({ length: count }, (_, i) => aProject(i + 1));
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const searchText = searchTextOf(project, masterData);
const sortValue = sortValueOf(project, masterData);
/** Every row the search finds, in list order. */
const searchRows = (rows: ReturnType<typeof aProject>[], q: string) =>
  queryList({ rows, q, page: 1, perPage: rows.length, searchText }).data;

describe('search', () => {
  it('finds rows by a resolved state name, ignoring case', () => {
    expect(ids(searchRows(projects(6), 'gOA'))).toEqual([2, 5]);
  });

  it('finds rows by a substring of the code', () => {
    expect(ids(searchRows([aProject(1, { project_code: 'XY-77' }), aProject(2)], 'y-7'))).toEqual([1]);
  });

  it('finds rows by a date as shown', () => {
    expect(ids(searchRows([aProject(1, { end_date: '2026-01-31' }), aProject(2)], '31/01'))).toEqual([1]);
  });

  it('returns every row for a blank search', () => {
    expect(searchRows(projects(4), '  ')).toHaveLength(4);
  });
});

describe('field filters', () => {
  const rows = [
    aProject(1, { project_code: 'MHU-1', state_id: 3 }),
    aProject(2, { project_code: 'MHU-10', state_id: 3 }),
    aProject(3, { project_code: 'MHU-1', state_id: 1 }),
    aProject(4, { project_code: 'MHU-1', state_id: 3, project_name: 'Clinic' }),
  ];
  const found = (query: { q?: string; filters?: Record<string, number | string> }) =>
    ids(queryList({ rows, ...query, page: 1, perPage: 10, searchText }).data);

  it('keeps the rows holding the value exactly, not those that contain it', () => {
    expect(found({ filters: { project_code: 'MHU-1' } })).toEqual([1, 3, 4]);
  });

  it('keeps the rows holding every filter, and the search too', () => {
    expect(found({ filters: { project_code: 'MHU-1', state_id: 3 } })).toEqual([1, 4]);
    expect(found({ q: 'clinic', filters: { project_code: 'MHU-1', state_id: 3 } })).toEqual([4]);
    expect(found({ q: 'clinic', filters: { state_id: 1 } })).toEqual([]);
  });

  it('matches an id given as text as the same id', () => {
    expect(found({ filters: { state_id: '1' } })).toEqual([3]);
  });

  it('places a row among the rows the search and filters find', () => {
    const list = prepareList(rows, searchText);
    const query = { filters: { state_id: 3 }, sort: { field: 'id', order: 'DESC' as const } };
    expect(positionOf(list, query, (row) => row.id === 1)).toBe(2);
    expect(positionOf(list, query, (row) => row.id === 3)).toBeUndefined();
  });
});

describe('sortRows', () => {
  const rows = [
    aProject(1, { project_name: 'beta' }),
    aProject(2, { project_name: 'Alpha' }),
    aProject(3, { project_name: 'gamma' }),
  ];

  it('sorts ascending ignoring case', () => {
    expect(ids(sortRows(rows, { field: 'project_name', order: 'ASC' }))).toEqual([2, 1, 3]);
  });

  it('sorts descending as the reverse', () => {
    expect(ids(sortRows(rows, { field: 'project_name', order: 'DESC' }))).toEqual([3, 1, 2]);
  });

  it('sorts numbers numerically', () => {
    expect(ids(sortRows([aProject(10), aProject(9), aProject(100)], { field: 'id', order: 'ASC' }))).toEqual([
      9, 10, 100,
    ]);
  });

  it('sorts codes with their digits read as numbers', () => {
    const coded = [aProject(1, { project_code: 'P-10' }), aProject(2, { project_code: 'P-9' })];
    expect(ids(sortRows(coded, { field: 'project_code', order: 'ASC' }))).toEqual([2, 1]);
  });

  it('sorts the state column by state name', () => {
    expect(ids(sortRows(projects(3), { field: 'state_id', order: 'ASC' }, sortValue))).toEqual([1, 2, 3]);
  });

  it('sorts dates by calendar order, not as shown', () => {
    const dated = [aProject(1, { start_date: '2025-02-01' }), aProject(2, { start_date: '2024-12-31' })];
    expect(ids(sortRows(dated, { field: 'start_date', order: 'ASC' }, sortValue))).toEqual([2, 1]);
  });

  it('puts empty values last in both directions', () => {
    const withEmpty = [
      aProject(1, { end_date: null }),
      aProject(2, { end_date: '2025-01-01' }),
      aProject(3, { end_date: '2026-01-01' }),
    ];
    const order = (dir: 'ASC' | 'DESC') =>
      ids(sortRows(withEmpty, { field: 'end_date', order: dir }, sortValue));
    expect([order('ASC'), order('DESC')]).toEqual([
      [2, 3, 1],
      [3, 2, 1],
    ]);
  });

  it('keeps equal rows in their fetched order in both directions', () => {
    const rows = projects(4).map((row) => ({ ...row, project_name: 'same' }));
    expect(ids(sortRows(rows, { field: 'project_name', order: 'DESC' }))).toEqual([1, 2, 3, 4]);
  });
});

describe('nextSort', () => {
  it('toggles ascending and descending on the same column and starts ascending on another', () => {
    const first = nextSort(undefined, 'project_name');
    const second = nextSort(first, 'project_name');
    expect([
      first.order,
      second.order,
      nextSort(second, 'project_name').order,
      nextSort(second, 'end_date'),
    ]).toEqual(['ASC', 'DESC', 'ASC', { field: 'end_date', order: 'ASC' }]);
  });
});

describe('queryList', () => {
  it('cuts one page of each offered size', () => {
    const secondPage = (perPage: number) => queryList({ rows: projects(100), page: 2, perPage, searchText });
    expect(PAGE_SIZES.map((size) => secondPage(size).data[0].id)).toEqual([11, 16, 21, 26, 31]);
  });

  it('numbers rows across pages', () => {
    const { data } = queryList({ rows: projects(25), page: 3, perPage: 10, searchText });
    expect(data.map((row) => row.serialNo)).toEqual([21, 22, 23, 24, 25]);
  });

  it('counts the rows found, not the rows shown', () => {
    expect(queryList({ rows: projects(30), q: 'goa', page: 1, perPage: 5, searchText }).total).toBe(10);
  });

  it('numbers the sorted, searched rows from 1 on the first page', () => {
    const { data } = queryList({
      rows: projects(9),
      q: 'kerala',
      sort: { field: 'id', order: 'DESC' },
      page: 1,
      perPage: 10,
      searchText,
    });
    expect(data.map((row) => [row.id, row.serialNo])).toEqual([
      [9, 1],
      [6, 2],
      [3, 3],
    ]);
  });

  it('returns the right first page from 100,000 rows', () => {
    const rows = projects(100_000);
    const { data, total } = queryList({
      rows,
      q: 'project 9999',
      sort: { field: 'project_name', order: 'DESC' },
      page: 1,
      perPage: 10,
      searchText,
      sortValue,
    });
    expect([total, ids(data)]).toEqual([
      11,
      [99999, 99998, 99997, 99996, 99995, 99994, 99993, 99992, 99991, 99990],
    ]);
  });
});

describe('a prepared list', () => {
  it('makes each row search text once, however many searches follow', () => {
    let made = 0;
    const counted = (row: ReturnType<typeof aProject>) => {
      made++;
      return searchText(row);
    };
    const list = prepareList(projects(50), counted, sortValue);
    for (const q of ['g', 'go', 'goa', 'kerala', '']) queryPrepared(list, { q, page: 1, perPage: 10 });
    expect(made).toBe(50);
  });

  it('sorts once per column and direction, and pages and searches within that order', () => {
    let read = 0;
    const list = prepareList(projects(30), searchText, (row, field) => {
      read++;
      return sortValue(row, field);
    });
    const byName = { field: 'project_name', order: 'DESC' as const };
    const first = queryPrepared(list, { sort: byName, page: 1, perPage: 5 });
    const again = queryPrepared(list, { q: 'assam', sort: byName, page: 2, perPage: 2 });
    expect(read).toBe(30);
    expect(ids(first.data)).toEqual([30, 29, 28, 27, 26]);
    expect([again.total, ids(again.data), again.data.map((row) => row.serialNo)]).toEqual([
      10,
      [22, 19],
      [3, 4],
    ]);
  });
});

describe("a column's second direction", () => {
  /** Names with ties, empty values and mixed case, so runs of equal keys and blanks are both there. */
  const mixed = projects(40).map((row) => ({
    ...row,
    project_name:
      row.id % 7 === 0 ? '' : row.id % 5 === 0 ? null : `Name ${row.id % 4}${row.id % 2 ? '' : 'a'}`,
    state_id: row.id % 3 ? 1 : 2,
  }));
  const order = (dir: 'ASC' | 'DESC') => ({ field: 'project_name', order: dir });

  it('gives the order a sort of its own gives, in both directions and either first', () => {
    for (const first of ['ASC', 'DESC'] as const) {
      const list = prepareList(mixed, searchText, sortValue);
      const second = first === 'ASC' ? 'DESC' : 'ASC';
      list.order(order(first));
      expect(list.order(order(second))).toEqual(sortedIndices(mixed, order(second), sortValue));
    }
  });

  it('reads no row again', () => {
    let read = 0;
    const list = prepareList(mixed, searchText, (row, field) => {
      read++;
      return sortValue(row, field);
    });
    list.order(order('ASC'));
    list.order(order('DESC'));
    list.order({ field: 'state_id', order: 'DESC' });
    expect(read).toBe(80);
  });
});

describe('positionOf', () => {
  const list = prepareList(projects(30), searchText, sortValue);
  const is = (id: number) => (row: { id: number }) => row.id === id;

  it('gives a row its place among the rows the search finds, in the sort order', () => {
    const byName = { field: 'project_name', order: 'DESC' as const };
    const found = queryPrepared(list, { q: 'assam', sort: byName, page: 1, perPage: 30 });
    const place = positionOf(list, { q: 'assam', sort: byName }, is(22));
    expect(place).toBe(ids(found.data).indexOf(22));
    expect(place).toBeGreaterThan(0);
  });

  it('gives a row its place in the order the rows came, unsorted', () => {
    expect(positionOf(list, {}, is(17))).toBe(16);
  });

  it('gives no place to a row the search does not find, nor to one not in the list', () => {
    expect(positionOf(list, { q: 'Project 3' }, is(7))).toBeUndefined();
    expect(positionOf(list, {}, is(31))).toBeUndefined();
  });
});
