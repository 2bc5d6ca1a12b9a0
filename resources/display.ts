// What a list shows, searches and sorts by: cell texts from the column configs, '--' for anything missing.
import { formatDate, isoDatePrefix } from './dates.ts';
import { labelIndex, type MasterData, type MasterDataSource } from './masterData.ts';
import type { ColumnConfig, Display } from './types.ts';

export const EMPTY_TEXT = '--';
export const PAGE_SIZES = [10, 15, 20, 25, 30];
export const DEFAULT_PAGE_SIZE = 10;
/** Time between the last keystroke in a list's search box and the search (which then runs in memory). */
export const SEARCH_DEBOUNCE_MS = 80;
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
  locale?: string,
) => {
  const label = labelIndex(masterData, display.source, locale);
  const one = (value: unknown) => label(value) ?? EMPTY_TEXT;
  return (row: Row) => {
    const value = row[source] ?? display.fallbackValue;
    // Several districts come as an array, or as a comma-joined text.
    if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : EMPTY_TEXT;
    if (typeof value === 'string' && value.includes(',')) return value.split(',').map(one).join(', ');
    return one(value);
  };
};

/** A stored English option name in `locale`; a text no option has is shown as stored. */
const optionNameReader = (
  source: string,
  option: MasterDataSource,
  masterData?: MasterData,
  locale?: string,
) => {
  const local = labelIndex(masterData, option, locale, option.labelKey);
  return (row: Row) => local(row[source]) ?? textOf(row[source]);
};

/**
 * Builds the reader of one column once (lookups index master data), to call per row; master-data names in
 * `locale` (none: English, as stored and exported).
 */
export const cellReader = (column: ColumnConfig, masterData?: MasterData, locale?: string): CellReader => {
  const { source, display } = column;
  switch (display.kind) {
    case 'lookup':
      return lookupReader(source, display, masterData, locale);
    case 'date':
      return (row) => formatDate(row[source]);
    case 'serial':
      return (row) => textOf(row[SERIAL_KEY]);
    case 'actions':
      return () => '';
    default:
      return display.option && locale
        ? optionNameReader(source, display.option, masterData, locale)
        : (row) => textOf(row[source]);
  }
};

/** The text a cell shows. */
export const cellText = (column: ColumnConfig, row: Row, masterData?: MasterData, locale?: string): string =>
  cellReader(column, masterData, locale)(row);

/** The other languages a column's master-data names come in ('hi' for an option list), none for a plain one. */
const localesOf = ({ display }: ColumnConfig): string[] => {
  const source =
    display.kind === 'lookup' ? display.source : display.kind === 'text' ? display.option : undefined;
  return Object.keys(source?.localLabelKeys ?? {});
};

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
 * One row's searchable text: every search column as shown, in every language (a role found by its English or
 * its Hindi name, whichever is on screen), dates also as stored (yyyy-mm-dd), so '04/03' and '2025-03' both
 * find 4 March 2025.
 */
export const searchTextOf = (resource: Listed, masterData?: MasterData): ((row: Row) => string) => {
  const readers = resource.search.map((source) => {
    const column = columnFor(resource, source);
    const read = cellReader(column, masterData);
    if (column.display.kind === 'date')
      return (row: Row) => `${read(row)} ${isoDatePrefix(row[source]) ?? ''}`;
    const local = localesOf(column).map((locale) => cellReader(column, masterData, locale));
    return local.length ? (row: Row) => [read, ...local].map((reader) => reader(row)).join('\n') : read;
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
