// Reading a chosen CSV file: delimiter, BOM, quoted newlines, the export's formula guard, bad files.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { describe, expect, it } from 'vitest';
import { safeCsvCell } from '../../../resources/csvCell.ts';
import {
  CsvFileError,
  detectDelimiter,
  parseCsvText,
  readCsvFile,
  unguardedCell,
} from '../../../src/csvImport/csvFile.ts';

const fileOf = (parts: BlobPart[]) => new Blob(parts, { type: 'text/csv' });

describe('reading an imported CSV file', () => {
  it('reads a comma-separated file into rows keyed by the header', () => {
    expect(parseCsvText('Name,Project code\nClean Water,CW-1\n')).toEqual({
      header: ['Name', 'Project code'],
      rows: [{ Name: 'Clean Water', 'Project code': 'CW-1' }],
    });
  });

  it('detects a semicolon-separated file, ignoring separators inside quotes', () => {
    expect(detectDelimiter('"a,b,c";d\n1;2')).toBe(';');
    expect(detectDelimiter('a;b,c,d\n')).toBe(',');
    expect(parseCsvText('Name;State\n"Ram, Lal";Goa').rows).toEqual([{ Name: 'Ram, Lal', State: 'Goa' }]);
  });

  it('drops a UTF-8 byte order mark, from the text or from the file', async () => {
    expect(parseCsvText('\uFEFFName,MHU\nA,B').header).toEqual(['Name', 'MHU']);
    const file = fileOf([new Uint8Array([0xef, 0xbb, 0xbf]), 'Name;MHU\nA;B\n']);
    expect(await readCsvFile(file)).toEqual({ header: ['Name', 'MHU'], rows: [{ Name: 'A', MHU: 'B' }] });
  });

  it('keeps a newline inside a quoted cell', () => {
    expect(parseCsvText('Name,Site name\n"Line one\r\nLine two",X').rows[0].Name).toBe(
      'Line one\r\nLine two',
    );
  });

  it('takes off the quote the export put before = + - @, and only that one', () => {
    for (const text of ['=SUM(A1)', '+91', '-5', '@home', 'plain', "'Tis"])
      expect(unguardedCell(safeCsvCell(text))).toBe(text);
    const exported = stringify([['Name'], [safeCsvCell('=HYPERLINK("x")')]], { bom: true });
    expect(parseCsvText(exported).rows).toEqual([{ Name: '=HYPERLINK("x")' }]);
  });

  it('skips blank lines and the empty rows a spreadsheet leaves', () => {
    expect(parseCsvText('Name,MHU\nA,B\n\n,\n').rows).toHaveLength(1);
  });

  it('reads a file saved as Windows-1252', async () => {
    const file = fileOf([new Uint8Array([0x4e, 0x0a, 0x43, 0x61, 0x66, 0xe9])]);
    expect((await readCsvFile(file)).rows).toEqual([{ N: 'Café' }]);
  });

  it('refuses a binary file, a file with no rows and an unreadable quote', async () => {
    await expect(readCsvFile(fileOf([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])]))).rejects.toThrow(
      'This file is not a CSV file',
    );
    expect(() => parseCsvText('Name,MHU\n')).toThrow('The file has a header row but no rows to import.');
    expect(() => parseCsvText('Name\n"open')).toThrow(CsvFileError);
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const big = { size: 20 * 1024 * 1024 + 1 };
    await expect(readCsvFile(big as unknown as Blob)).rejects.toThrow(
      'The file is larger than 20 MB: split it into smaller files.',
    );
  });
});
