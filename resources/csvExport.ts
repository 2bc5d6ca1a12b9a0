// A list as a CSV file: its columns and cells as the list shows them, ready for a spreadsheet.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { safeCsvCell } from './csvCell.ts';
import { todayIso } from './dates.ts';
import { cellReader, EMPTY_TEXT } from './display.ts';
import type { MasterData } from './masterData.ts';
import type { ColumnConfig, ResourceConfig } from './types.ts';

type Row = Record<string, unknown>;

/** False when the config turns export off (`csv: { export: false }`). */
export const exportsCsv = (resource: Pick<ResourceConfig, 'csv'>): boolean => resource.csv?.export !== false;

/** The list's columns a file holds: all but S.No. and the Action column. */
export const exportedColumns = (columns: ColumnConfig[]): ColumnConfig[] =>
  columns.filter((column) => column.display.kind !== 'serial' && column.display.kind !== 'actions');

// The list's mark of an empty cell is no formula: it goes out as the list shows it.
const cellOf = (text: string) => (text === EMPTY_TEXT ? text : safeCsvCell(text));

/**
 * The rows as CSV text, in the order given: a header of the column labels, then each cell as its list cell
 * shows it (names for lookups, dd/mm/yyyy dates, '--' when empty). A byte order mark leads, so Excel reads the
 * file as UTF-8 (Hindi names).
 * @example listCsv(site, rows, masterData) // '\ufeffSite name,Site code,MHU,Day,State,District,Block\n...'
 */
export const listCsv = (
  resource: Pick<ResourceConfig, 'columns'>,
  rows: readonly Row[],
  masterData?: MasterData,
): string => {
  const columns = exportedColumns(resource.columns);
  const readers = columns.map((column) => cellReader(column, masterData));
  const header = columns.map((column) => cellOf(column.label));
  const records = rows.map((row) => readers.map((read) => cellOf(read(row))));
  return stringify([header, ...records], { bom: true });
};

/**
 * The file's name without its extension: the resource and today's date.
 * @example exportFileName(project) // 'project-2026-11-24'
 */
export const exportFileName = (resource: Pick<ResourceConfig, 'name'>, now: Date = new Date()): string =>
  `${resource.name}-${todayIso(now)}`;
