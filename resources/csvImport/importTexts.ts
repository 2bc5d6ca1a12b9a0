// The words of the CSV import, in one place: the server's answers and the import screen both use them.

export const importTexts = {
  button: 'Import',
  heading: (listHeading: string) => `${listHeading}: import from CSV`,
  chooseFile: 'Choose CSV file',
  /** The columns a file may carry, shown before a file is chosen. */
  columnsHint: (labels: string[]) => `Columns: ${labels.join(', ')}`,
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB: split it into smaller files.`,
  notCsv: 'This file is not a CSV file: save the sheet as CSV (comma- or semicolon-separated) and try again.',
  noRows: 'The file has a header row but no rows to import.',
  noMatchingColumn: (columns: string[]) =>
    `No column of the file matches this list. Expected columns: ${columns.join(', ')}.`,
  missingColumns: (columns: string[]) => `The file lacks these columns: ${columns.join(', ')}.`,
  ignoredColumns: (labels: string[]) => `Ignored columns (not part of this list): ${labels.join(', ')}`,
  notInList: (label: string, text: string) => `${label} "${text}" is not in the list`,
  notADate: (label: string, text: string) => `${label} "${text}" is not a date (dd/mm/yyyy or yyyy-mm-dd)`,
  /** `label`: the key column's label, or sameRow. */
  duplicate: (label: string, row: number) => `Repeats ${label} of row ${row} of the file`,
  sameRow: 'the values',
  exists: (label: string, value: string) =>
    `${label} ${value} already exists: tick "Update existing records" to update it`,
  severalExist: (label: string, value: string) =>
    `Several records have ${label} ${value}: update them one at a time`,
  batchFailed: 'Not saved: the database refused this batch of rows, so none of them was written',
  importOff: 'This list cannot be imported from a file.',
  unknownResource: 'No such list.',
  updateExisting: 'Update existing records',
  importRows: (count: number) => `Import ${count} valid ${count === 1 ? 'row' : 'rows'}`,
  checking: 'Checking rows...',
  importing: 'Importing...',
  previewOf: (shown: number, total: number) => `Preview of the first ${shown} of ${total} rows`,
  errorCount: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors and will not be imported`,
  summary: (added: number, updated: number, skipped: number, rejected: number) =>
    `Added ${added}, updated ${updated}, skipped ${skipped}, rejected ${rejected}.`,
  downloadRejected: 'Download rejected rows',
  reasonColumn: 'Reason',
  rowColumn: 'Row',
  statusColumn: 'Status',
  willAdd: 'New',
  willUpdate: 'Updates a record',
  willSkip: 'Skipped: exists',
  backToList: 'Back to the list',
  anotherFile: 'Import another file',
} as const;
