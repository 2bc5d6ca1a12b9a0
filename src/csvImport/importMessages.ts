// The import screen's English texts for the messages, from resources/csvImport/importTexts.ts: its texts as
// they are, its text-making functions as templates (%{name}), its counted ones as polyglot plurals.
import { importTexts } from '../../resources/csvImport/importTexts.ts';

const slot = (name: string) => `%{${name}}`;
/** A text-making function's template: each argument becomes its slot. */
const template = (make: (...args: never[]) => string, ...names: string[]): string =>
  (make as (...args: unknown[]) => string)(...names.map(slot));
/** 'one |||| many', the count as %{smart_count}. @example plural(importTexts.importRows) // 'Import %{smart_count} valid row |||| ...' */
const plural = (make: (count: number) => string): string =>
  [1, 2].map((count) => make(count).replace(String(count), slot('smart_count'))).join(' |||| ');

const { button, chooseFile, notCsv, noRows, batchFailed, updateExisting, checking, importing } = importTexts;
const { downloadRejected, rowColumn, statusColumn, willAdd, willUpdate, backToList, anotherFile } =
  importTexts;

export const importMessages = {
  button,
  chooseFile,
  notCsv,
  noRows,
  batchFailed,
  updateExisting,
  checking,
  importing,
  downloadRejected,
  rowColumn,
  statusColumn,
  willAdd,
  willUpdate,
  backToList,
  anotherFile,
  heading: template(importTexts.heading, 'list'),
  columnsHint: importTexts.columnsHint([slot('labels')]),
  ignoredColumns: importTexts.ignoredColumns([slot('labels')]),
  tooLarge: template(importTexts.tooLarge, 'megabytes'),
  previewOf: template(importTexts.previewOf, 'shown', 'total'),
  summary: template(importTexts.summary, 'added', 'updated', 'skipped', 'rejected'),
  importRows: plural(importTexts.importRows),
  errorCount: plural(importTexts.errorCount),
};
