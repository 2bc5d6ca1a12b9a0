// The import screen's English texts for the messages, from resources/csvImport/importTexts.ts: its texts as
// they are, its text-making functions as templates (%{name}), its counted ones as polyglot plurals. The server's
// composed ones are here too, so they show in the chosen language (i18n/composedMessages.ts).
import { importTexts } from '../../resources/csvImport/importTexts.ts';
import { slot, template } from '../i18n/textTemplates.ts';
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
  importOff: importTexts.importOff,
  unknownResource: importTexts.unknownResource,
  noMatchingColumn: importTexts.noMatchingColumn([slot('columns')]),
  missingColumns: importTexts.missingColumns([slot('columns')]),
  /** A row's reasons, composed by the server and the screen: whole sentences, `label` a field's label. */
  reasons: {
    notInList: template(importTexts.notInList, 'label', 'text'),
    notADate: template(importTexts.notADate, 'label', 'text'),
    duplicate: template(importTexts.duplicate, 'label', 'row'),
    sameRow: importTexts.sameRow,
    exists: template(importTexts.exists, 'label', 'value'),
    severalExist: template(importTexts.severalExist, 'label', 'value'),
  },
};
