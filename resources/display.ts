// What a list shows, searches and sorts by: cell texts from the column configs, '--' for anything missing.
import { formatDate, isoDatePrefix } from './dates.ts';
import { labelIndex, type MasterData } from './masterData.ts';
import type { ColumnConfig, Display } from './types.ts';

export const EMPTY_TEXT = '--';
export const PAGE_SIZES = [10, 15, 20, 25, 30];
export const DEFAULT_PAGE_SIZE = 10;
/** Time between the last keystroke in a list's search box and the search (which then runs in memory). */
export const SEARCH_DEBOUNCE_MS = 150;
/** The row key the list query puts S.No. in. */
export const SERIAL_KEY = 'serialNo';

type Row = Record<string, unknown>;
type CellReader = (row: Row) => string;

const textOf = (value: unknown): string => {
  if (value == null) return EMPTY_TEXT;
  const text = String(value).trim();
  return text === '' ? EMPTY_TEXT : text;
};

const lookupReader = (
  source: string,
  display: Extract<Display, { kind: 'lookup' }>,
  masterData?: MasterData,
) => {
  const label = labelIndex(masterData, display.source);
  const one = (value: unknown) => label(value) ?? EMPTY_TEXT;
  return (row: Row) => {
    const value = row[source] ?? display.fallbackValue;
    // Several districts come as an array, or as a comma-joined text.
    if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : EMPTY_TEXT;
    if (typeof value === 'string' && value.includes(',')) return value.split(',').map(one).join(', ');
    return one(value);
  };
};

/** Builds the reader of one column once (lookups index master data), to call per row. */
export const cellReader = (column: ColumnConfig, masterData?: MasterData): CellReader => {
  const { source, display } = column;
  switch (display.kind) {
    case 'lookup':
      return lookupReader(source, display, masterData);
    case 'date':
      return (row) => formatDate(row[source]);
    case 'serial':
      return (row) => textOf(row[SERIAL_KEY]);
    case 'actions':
      return () => '';
    default:
      return (row) => textOf(row[source]);
  }
};

/** The text a cell shows. */
export const cellText = (column: ColumnConfig, row: Row, masterData?: MasterData): string =>
  cellReader(column, masterData)(row);

interface Listed {
  columns: ColumnConfig[];
  search: string[];
}

const columnFor = (resource: Listed, source: string): ColumnConfig =>
  resource.columns.find((c) => c.source === source) ?? {
    source,
    label: source,
    sortable: true,
    display: { kind: 'text' },
    priority: 3,
  };

/**
 * One row's searchable text: every search column as shown, dates also as stored (yyyy-mm-dd), so
 * '04/03' and '2025-03' both find 4 March 2025.
 */
export const searchTextOf = (resource: Listed, masterData?: MasterData): ((row: Row) => string) => {
  const readers = resource.search.map((source) => {
    const column = columnFor(resource, source);
    const read = cellReader(column, masterData);
    return column.display.kind === 'date'
      ? (row: Row) => `${read(row)} ${isoDatePrefix(row[source]) ?? ''}`
      : read;
  });
  return (row) => {
    let text = '';
    for (const read of readers) text += `${read(row)}\n`;
    return text;
  };
};

/** What a column sorts by: names for lookups, yyyy-mm-dd for dates, the raw value otherwise. */
export const sortValueOf = (
  resource: Listed,
  masterData?: MasterData,
): ((row: Row, field: string) => unknown) => {
  const readers = new Map<string, (row: Row) => unknown>();
  for (const column of resource.columns) {
    if (column.display.kind === 'lookup') readers.set(column.source, cellReader(column, masterData));
    if (column.display.kind === 'date')
      readers.set(column.source, (row) => isoDatePrefix(row[column.source]));
  }
  return (row, field) => (readers.get(field) ?? ((r: Row) => r[field]))(row);
};
