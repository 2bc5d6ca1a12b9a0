// A chosen CSV file read in the browser: refused when too large or binary, then parsed with csv-parse (BOM or
// not, ',' or ';', quoted newlines) into rows keyed by its header, with the export's formula guard taken off.
import { parse } from 'csv-parse/browser/esm/sync';
import { safeCsvCell } from '../../resources/csvCell.ts';
import { importTexts } from '../../resources/csvImport/index.ts';

/** Files larger than this are refused before they are read. */
export const MAX_FILE_MEGABYTES = 20;

/** A row of the file: its cells keyed by the header's names. */
export type CsvRow = Record<string, string>;

export interface CsvFile {
  header: string[];
  rows: CsvRow[];
}

/** A file the import cannot read, with the message to show. */
export class CsvFileError extends Error {}

/** ';' when the header row has more semicolons than commas outside quotes (a European spreadsheet's CSV). */
export const detectDelimiter = (text: string): ',' | ';' => {
  let quoted = false;
  const count = { ',': 0, ';': 0 };
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';')) count[char] += 1;
  }
  return count[';'] > count[','] ? ';' : ',';
};

/**
 * The cell as typed before the export guarded it: "'=1+2" back to "=1+2" (see resources/csvCell.ts).
 * @example unguardedCell("'-5") // '-5'; unguardedCell("'Tis") // "'Tis"
 */
export const unguardedCell = (cell: string): string =>
  cell.startsWith("'") && safeCsvCell(cell.slice(1)) === cell ? cell.slice(1) : cell;

/** Parses CSV text; throws CsvFileError when it is not CSV or has no rows. */
export const parseCsvText = (text: string): CsvFile => {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch {
    throw new CsvFileError(importTexts.notCsv);
  }
  const [header = [], ...body] = records;
  if (!header.length) throw new CsvFileError(importTexts.notCsv);
  if (!body.length) throw new CsvFileError(importTexts.noRows);
  const names = header.map((name) => unguardedCell(name.trim()));
  const rows = body.map((cells) => {
    const row: CsvRow = {};
    names.forEach((name, index) => {
      if (!(name in row)) row[name] = unguardedCell(cells[index] ?? '');
    });
    return row;
  });
  return { header: names, rows };
};

/** Bytes a text file never holds (NUL): a spreadsheet's .xlsx, a picture, a PDF. */
const looksBinary = (bytes: Uint8Array) => bytes.subarray(0, 64 * 1024).includes(0);

/** UTF-8 (its BOM dropped), or Windows-1252 as older spreadsheets save CSV. */
const decode = (bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** The file's bytes, through FileReader (every browser, and the test DOM, whose Blob has no arrayBuffer()). */
const bytesOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new CsvFileError(importTexts.notCsv));
    reader.readAsArrayBuffer(file);
  });

/** Reads and parses a chosen file; throws CsvFileError with the message to show. */
export const readCsvFile = async (file: Blob): Promise<CsvFile> => {
  if (file.size > MAX_FILE_MEGABYTES * 1024 * 1024)
    throw new CsvFileError(importTexts.tooLarge(MAX_FILE_MEGABYTES));
  const bytes = await bytesOf(file);
  if (looksBinary(bytes)) throw new CsvFileError(importTexts.notCsv);
  return parseCsvText(decode(bytes));
};
