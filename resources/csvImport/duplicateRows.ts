// Rows of one file that repeat an earlier row: the same key (project code, site code...) or, for a resource
// without one, the same cells. The screen checks the whole file; the server each batch it is sent.
import type { ResourceConfig } from '../types.ts';
import { cellText } from './cellValue.ts';
import type { HeaderMatch } from './headerMatch.ts';
import { keyColumn } from './importColumns.ts';
import { importTexts } from './importTexts.ts';
import type { Cells } from './rowValues.ts';

/** What names a row: its key cell (blank: nothing), else all its matched cells. */
export const rowIdentity = (resource: ResourceConfig, match: HeaderMatch, cells: Cells): string => {
  const key = keyColumn(resource, [...match.headers.keys()]);
  const header = key && match.headers.get(key);
  if (header) return cellText(cells[header]);
  return JSON.stringify([...match.headers.values()].map((name) => cellText(cells[name])));
};

/**
 * A message for each row (by index) that repeats an earlier one; `rowNumber` words an index for the reader.
 * @example duplicateRows(project, match, rows) // Map { 3 => 'Repeats Project code of row 1 of the file' }
 */
export const duplicateRows = (
  resource: ResourceConfig,
  match: HeaderMatch,
  rows: Cells[],
  rowNumber: (index: number) => number = (index) => index + 1,
): Map<number, string> => {
  const key = keyColumn(resource, [...match.headers.keys()]);
  const what = key && match.headers.has(key) ? key.label : importTexts.sameRow;
  const first = new Map<string, number>();
  const repeats = new Map<number, string>();
  rows.forEach((cells, index) => {
    const identity = rowIdentity(resource, match, cells);
    if (identity === '') return;
    const earlier = first.get(identity);
    if (earlier === undefined) first.set(identity, index);
    else repeats.set(index, importTexts.duplicate(what, rowNumber(earlier)));
  });
  return repeats;
};
