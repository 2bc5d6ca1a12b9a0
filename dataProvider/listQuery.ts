// Client-side search, field filters, sort and pagination over a whole fetched list: pure, and fast at 100,000 rows.
import { EMPTY_TEXT, matchesFilters, SERIAL_KEY, type FieldFilters } from '../resources/index.ts';

type Row = Record<string, unknown>;
export type SortOrder = 'ASC' | 'DESC';
export interface Sort {
  field: string;
  order: SortOrder;
}
export type SortValue<R> = (row: R, field: string) => unknown;

const rawValue = <R>(row: R, field: string) => (row as Row)[field];

const isBlank = (value: unknown) => value == null || value === '' || value === EMPTY_TEXT;

/**
 * A key that plain `<` orders the way people read: numbers stay numbers; texts ignore case and their
 * digit runs are zero-padded so 'P-2' comes before 'P-10' (yyyy-mm-dd dates keep their order).
 */
const sortKey = (value: unknown): number | string | null => {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return value;
  return String(value)
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(16, '0'));
};

const compareKeys = (a: number | string, b: number | string): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Each row's sort key (see sortKey), made once per distinct text (states and dates repeat). */
const sortKeys = <R>(rows: R[], field: string, sortValue: SortValue<R>) => {
  const texts = new Map<unknown, number | string | null>();
  const keyOf = (value: unknown) => {
    if (typeof value !== 'string') return sortKey(value);
    let key = texts.get(value);
    if (key === undefined) texts.set(value, (key = sortKey(value)));
    return key;
  };
  return rows.map((row) => keyOf(sortValue(row, field)));
};

type Keys = (number | string | null)[];

const orderOfKeys = (keys: Keys, order: SortOrder): number[] => {
  const direction = order === 'DESC' ? -1 : 1;
  const indices = keys.map((_key, index) => index);
  indices.sort((a, b) => {
    const [keyA, keyB] = [keys[a], keys[b]];
    if (keyA === null || keyB === null) return keyA === keyB ? a - b : keyA === null ? 1 : -1;
    return direction * compareKeys(keyA, keyB) || a - b;
  });
  return indices;
};

/**
 * The other direction of a sorted order without sorting again: its runs of equal keys in reverse, each run and the
 * empty values (last) kept in row order, as a sort of its own gives them.
 */
const reversedOrder = (order: number[], keys: Keys): number[] => {
  let filled = order.length;
  while (filled > 0 && keys[order[filled - 1]] === null) filled--;
  const reversed: number[] = [];
  for (let end = filled; end > 0;) {
    const last = keys[order[end - 1]] as number | string;
    let start = end - 1;
    while (start > 0 && compareKeys(keys[order[start - 1]] as number | string, last) === 0) start--;
    for (let n = start; n < end; n++) reversed.push(order[n]);
    end = start;
  }
  for (let n = filled; n < order.length; n++) reversed.push(order[n]);
  return reversed;
};

/**
 * The row indices in sorted order, stable (ties keep their order in both directions). Numbers compare as
 * numbers, texts as described at sortKey, yyyy-mm-dd dates as texts. Empty values ('', null, '--') always
 * come last.
 */
export const sortedIndices = <R>(rows: R[], sort: Sort, sortValue: SortValue<R> = rawValue): number[] =>
  orderOfKeys(sortKeys(rows, sort.field, sortValue), sort.order);

/** A sorted copy (see sortedIndices); the same rows when there is no sort. */
export const sortRows = <R>(rows: R[], sort: Sort | undefined, sortValue: SortValue<R> = rawValue): R[] =>
  sort?.field ? sortedIndices(rows, sort, sortValue).map((index) => rows[index]) : rows.slice();

/** The order a column header click asks for: the other direction on the same column, else ascending. */
export const nextSort = (current: Sort | undefined, field: string): Sort => ({
  field,
  order: current?.field === field && current.order === 'ASC' ? 'DESC' : 'ASC',
});

export type Numbered<R> = R & { [SERIAL_KEY]: number };

/**
 * A list made ready for many queries: each row's search text is made (lower-cased) once, at the first search,
 * and each sort order once, at its first use (a column's second direction is its first reversed, not sorted again).
 * Searching, sorting and paging then never read a row's values again.
 */
export interface PreparedList<R> {
  rows: R[];
  searchTexts(): string[];
  order(sort: Sort): number[];
}

export const prepareList = <R>(
  rows: R[],
  searchText: (row: R) => string,
  sortValue: SortValue<R> = rawValue,
): PreparedList<R> => {
  let texts: string[] | undefined;
  const columns = new Map<string, { keys: Keys; orders: Partial<Record<SortOrder, number[]>> }>();
  return {
    rows,
    searchTexts: () => (texts ??= rows.map((row) => searchText(row).toLowerCase())),
    order({ field, order }) {
      let column = columns.get(field);
      if (!column) columns.set(field, (column = { keys: sortKeys(rows, field, sortValue), orders: {} }));
      const { keys, orders } = column;
      const other = orders[order === 'ASC' ? 'DESC' : 'ASC'];
      return (orders[order] ??= other ? reversedOrder(other, keys) : orderOfKeys(keys, order));
    },
  };
};

export interface PageQuery {
  q?: string;
  /** Exact values of fields, each row holding all of them, as well as the search (resources/listFilters.ts). */
  filters?: FieldFilters;
  sort?: Sort;
  page: number;
  perPage: number;
}

/** Each row index the search and the filters find, in sort order, until `visit` answers true. */
const eachFound = <R>(
  list: PreparedList<R>,
  query: Pick<PageQuery, 'q' | 'sort' | 'filters'>,
  visit: (index: number) => unknown,
) => {
  const needle = (query.q ?? '').trim().toLowerCase();
  const texts = needle ? list.searchTexts() : undefined;
  const { filters } = query;
  const filtered = filters && Object.keys(filters).length ? filters : undefined;
  const found = (index: number) =>
    (!texts || texts[index].includes(needle)) &&
    (!filtered || matchesFilters(list.rows[index] as Record<string, unknown>, filtered)) &&
    visit(index) === true;
  if (query.sort?.field) list.order(query.sort).some(found);
  else for (let index = 0; index < list.rows.length; index++) if (found(index)) return;
};

/**
 * Search and filter, then sort, then one page, each row numbered across pages: S.No. = (page - 1) * perPage + n.
 * One pass over the rows in sort order; only the page's rows are copied.
 * @example queryPrepared(prepareList(rows, searchText), { q: 'goa', page: 2, perPage: 10 })
 */
export const queryPrepared = <R extends object>(
  list: PreparedList<R>,
  query: PageQuery,
): { data: Numbered<R>[]; total: number } => {
  const first = (Math.max(1, query.page) - 1) * query.perPage;
  const found: number[] = [];
  let total = 0;
  eachFound(list, query, (index) => {
    if (total >= first && found.length < query.perPage) found.push(index);
    total++;
  });
  const data = found.map((index, n) => ({ ...list.rows[index], [SERIAL_KEY]: first + n + 1 }) as Numbered<R>);
  return { data, total };
};

/**
 * Where the row `isRow` picks falls among the rows a search and filters find, in sort order, from 0; undefined when the
 * search does not find it.
 * @example positionOf(prepareList(rows, searchText), { q: 'goa' }, (row) => row.id === 7) // 12: page 2 of 10
 */
export const positionOf = <R>(
  list: PreparedList<R>,
  query: Pick<PageQuery, 'q' | 'sort' | 'filters'>,
  isRow: (row: R) => boolean,
): number | undefined => {
  let position = 0;
  let found: number | undefined;
  eachFound(list, query, (index) => {
    if (!isRow(list.rows[index])) {
      position++;
      return false;
    }
    found = position;
    return true;
  });
  return found;
};

export interface ListQuery<R> extends PageQuery {
  rows: R[];
  searchText: (row: R) => string;
  sortValue?: SortValue<R>;
}

/**
 * A one-off query over rows (prepared and queried at once).
 * @example queryList({ rows, q: 'goa', sort: { field: 'start_date', order: 'DESC' }, page: 2, perPage: 10, searchText })
 */
export const queryList = <R extends object>(query: ListQuery<R>): { data: Numbered<R>[]; total: number } =>
  queryPrepared(prepareList(query.rows, query.searchText, query.sortValue), query);
