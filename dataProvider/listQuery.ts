// Client-side search, sort and pagination over a whole fetched list: pure, and fast at 100,000 rows.
import { EMPTY_TEXT, SERIAL_KEY } from '../resources/index.ts';

type Row = Record<string, unknown>;
export type SortOrder = 'ASC' | 'DESC';
export interface Sort {
  field: string;
  order: SortOrder;
}
export type SortValue<R> = (row: R, field: string) => unknown;

const rawValue = <R>(row: R, field: string) => (row as Row)[field];

/**
 * Rows whose search text holds `q`, ignoring case; all rows for an empty `q`.
 * `searchText` runs once per row per query.
 */
export const searchRows = <R>(rows: R[], q: string | undefined, searchText: (row: R) => string): R[] => {
  const needle = (q ?? '').trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => searchText(row).toLowerCase().includes(needle));
};

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

/**
 * A sorted copy, stable (ties keep their order in both directions). Numbers compare as numbers, texts
 * as described at sortKey, yyyy-mm-dd dates as texts. Empty values ('', null, '--') always come last.
 */
export const sortRows = <R>(rows: R[], sort: Sort | undefined, sortValue: SortValue<R> = rawValue): R[] => {
  if (!sort?.field) return rows.slice();
  const direction = sort.order === 'DESC' ? -1 : 1;
  // Each row's key is made once, not once per comparison, and each distinct text once (states, dates repeat).
  const texts = new Map<unknown, number | string | null>();
  const keyOf = (value: unknown) => {
    if (typeof value !== 'string') return sortKey(value);
    let key = texts.get(value);
    if (key === undefined) texts.set(value, (key = sortKey(value)));
    return key;
  };
  const keyed = rows.map((row, index) => ({ row, index, key: keyOf(sortValue(row, sort.field)) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null)
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    return direction * compareKeys(a.key, b.key) || a.index - b.index;
  });
  return keyed.map(({ row }) => row);
};

/** The order a column header click asks for: the other direction on the same column, else ascending. */
export const nextSort = (current: Sort | undefined, field: string): Sort => ({
  field,
  order: current?.field === field && current.order === 'ASC' ? 'DESC' : 'ASC',
});

/** One page (pages count from 1). */
export const paginate = <R>(rows: R[], page: number, perPage: number): R[] => {
  const start = (Math.max(1, page) - 1) * perPage;
  return rows.slice(start, start + perPage);
};

export interface ListQuery<R> {
  rows: R[];
  q?: string;
  sort?: Sort;
  page: number;
  perPage: number;
  searchText: (row: R) => string;
  sortValue?: SortValue<R>;
}

export type Numbered<R> = R & { [SERIAL_KEY]: number };

/**
 * Search, then sort, then one page, each row numbered across pages: S.No. = (page - 1) * perPage + n.
 * @example queryList({ rows, q: 'goa', sort: { field: 'start_date', order: 'DESC' }, page: 2, perPage: 10, searchText })
 */
export const queryList = <R extends object>(query: ListQuery<R>): { data: Numbered<R>[]; total: number } => {
  const { rows, q, sort, perPage, searchText, sortValue } = query;
  const page = Math.max(1, query.page);
  const found = searchRows(rows, q, searchText);
  const data = paginate(sortRows(found, sort, sortValue), page, perPage).map(
    (row, index) => ({ ...row, [SERIAL_KEY]: (page - 1) * perPage + index + 1 }) as Numbered<R>,
  );
  return { data, total: found.length };
};
