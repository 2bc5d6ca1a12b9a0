// A list's CSV file: the list's labels and cell texts, safe for spreadsheets, in the order given.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportsCsv, listCsv } from '../../../resources/csvExport.ts';
import { project, site, user, type MasterData } from '../../../resources/index.ts';

const BOM = '\ufeff';

const masterData = {
  state: [
    { state_id: 2, state_name: 'Assam' },
    { state_id: 9, state_name: 'उत्तर प्रदेश' },
  ],
  district: [{ district_id: 91, district_name: 'लखनऊ', state_id: 9 }],
  block: [{ block_id: 911, block_name: 'Mohanlalganj', district_id: 91 }],
} as MasterData;

const aSite = (changes: Record<string, unknown> = {}) => ({
  id: 1,
  site_name: 'Goa camp',
  site_code: 'S-1',
  mhu: 'MHU 1',
  day_name: 'Monday',
  state_id: 9,
  district_id: 91,
  block_id: 911,
  ...changes,
});

/** The file's records (header first), read back by a CSV parser. */
const recordsOf = (csv: string): string[][] => parse(csv, { bom: true });

describe('a list as CSV', () => {
  it('starts with a UTF-8 byte order mark', () => {
    expect(listCsv(site, [aSite()], masterData).startsWith(BOM)).toBe(true);
  });

  it('heads the columns with the list labels, without S.No. and Action', () => {
    expect(recordsOf(listCsv(site, [], masterData))).toEqual([
      ['Site name', 'Site code', 'MHU', 'Day', 'State', 'District', 'Block'],
    ]);
  });

  it('shows lookups by their master-data names, Hindi intact', () => {
    const [, record] = recordsOf(listCsv(site, [aSite()], masterData));
    expect(record).toEqual(['Goa camp', 'S-1', 'MHU 1', 'Monday', 'उत्तर प्रदेश', 'लखनऊ', 'Mohanlalganj']);
  });

  it('shows dates as the list does, and empty cells and unknown ids as --', () => {
    const row = {
      project_name: ' ',
      project_code: 'P-1',
      state_id: 77,
      start_date: '2026-11-24',
      end_date: null,
    };
    const [, record] = recordsOf(listCsv(project, [row], masterData));
    expect(record).toEqual(['--', 'P-1', '--', '24/11/2026', '--']);
  });

  it('prefixes cells a spreadsheet would run as formulas', () => {
    const formulas = ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)'];
    const rows = formulas.map((site_name) => aSite({ site_name }));
    const names = recordsOf(listCsv(site, rows, masterData))
      .slice(1)
      .map((record) => record[0]);
    expect(names).toEqual(formulas.map((formula) => `'${formula}`));
  });

  it('quotes commas, quotes and line breaks, and reads them back unchanged', () => {
    const site_name = 'Camp "North", ward 2\nnear the well';
    const csv = listCsv(site, [aSite({ site_name })], masterData);
    expect(csv).toContain('"Camp ""North"", ward 2\nnear the well"');
    expect(recordsOf(csv)[1][0]).toBe(site_name);
  });

  it('keeps the rows in the order given', () => {
    const rows = ['Zeta', 'Alpha', 'Mid'].map((site_name, id) => aSite({ id, site_name }));
    const names = recordsOf(listCsv(site, rows, masterData))
      .slice(1)
      .map((record) => record[0]);
    expect(names).toEqual(['Zeta', 'Alpha', 'Mid']);
  });
});

describe('the exported file', () => {
  it('is named after the resource and the local date', () => {
    expect(exportFileName(project, new Date(2026, 10, 24, 23, 30))).toBe('project-2026-11-24');
  });

  it('is offered unless the config turns export off', () => {
    expect([exportsCsv(user), exportsCsv({ csv: { export: false } })]).toEqual([true, false]);
  });
});
