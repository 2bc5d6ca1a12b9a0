// The rejected rows of an import as a CSV file to download: the file's own columns and a Reason, written as
// the list's export writes (UTF-8 with BOM, formula-like cells guarded), so it can be corrected and re-imported.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { safeCsvCell } from '../../resources/csvCell.ts';
import { importTexts } from '../../resources/csvImport/index.ts';
import type { CsvFile } from './csvFile.ts';

/** The file's text. `rejected` rows are numbered as the file numbers them (1: the first under the header). */
export const rejectedRowsCsv = (file: CsvFile, rejected: { row: number; reason: string }[]): string =>
  stringify(
    [
      [...file.header, importTexts.reasonColumn],
      ...rejected.map(({ row, reason }) => [
        ...file.header.map((name) => file.rows[row - 1]?.[name] ?? ''),
        reason,
      ]),
    ].map((cells) => cells.map(safeCsvCell)),
    { bom: true },
  );

/** Starts the browser's download of `text` as a CSV file named `name`. */
export const downloadCsv = (text: string, name: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
