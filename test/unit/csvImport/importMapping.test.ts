// The shared import mapping: columns from the configs, header matching, names and LGD codes to ids, dates.
import { describe, expect, it } from 'vitest';
import { driver, project, site, user, type MasterData } from '../../../resources/index.ts';
import { siteRow } from '../../fixtures/importRows.ts';
import {
  dateOfCell,
  duplicateRows,
  importColumns,
  isImportable,
  matchHeader,
  rowValues,
} from '../../../resources/csvImport/index.ts';

/** Two states with a district each, a block each, and the days: enough for the location chain. */
const masterData = {
  state: [
    { state_id: 2, state_name: 'HIMACHAL PRADESH' },
    { state_id: 5, state_name: 'UTTARAKHAND' },
  ],
  district: [
    { district_id: 20, district_name: 'KULLU', state_id: 2 },
    { district_id: 49, district_name: 'DEHRADUN', state_id: 5 },
    { district_id: 77, district_name: 'KULLU', state_id: 5 },
  ],
  block: [
    { block_id: 168, block_name: 'ANNI', district_id: 20 },
    { block_id: 170, block_name: 'KULLU', district_id: 20 },
  ],
  mst_common: [
    { common_id: 701, value: 'Monday', flag: 7 },
    { common_id: 702, value: 'Tuesday', flag: 7 },
  ],
} as unknown as MasterData;

const siteHeader = ['Site name', 'Site code', 'MHU', 'Day', 'State', 'District', 'Block'];
const siteValues = (cells: Record<string, string>) =>
  rowValues(site, matchHeader(site, Object.keys(cells)), cells, masterData, '2030-01-01');

describe('the import columns of a config', () => {
  it("are the list's labels, then the fields only the form has", () => {
    expect(importColumns(project).map((c) => c.label)).toEqual([
      'Name',
      'StartDate',
      'EndDate',
      'Project code',
      'State',
    ]);
    expect(importColumns(driver).map((c) => c.label)).toContain('Date of birth');
    expect(importColumns(driver).map((c) => c.label)).not.toContain('Image');
  });

  it("accept the form's label where it names one field only", () => {
    const names = Object.fromEntries(importColumns(driver).map((c) => [c.label, c.names]));
    expect(names.Name).toEqual(['name', 'driver name']);
    expect(importColumns(site).find((c) => c.label === 'Day')?.field.name).toBe('days');
  });

  it('leave users out, as their config says', () => {
    expect(isImportable(user)).toBe(false);
    expect(isImportable(site)).toBe(true);
  });
});

describe('matching a header row', () => {
  it('matches labels in any case, ignores extras and names missing required columns', () => {
    const match = matchHeader(project, ['name', 'PROJECT CODE', 'Notes']);
    expect(match.ignored).toEqual(['Notes']);
    expect(match.missing).toEqual(['State']);
    expect(match.problem).toBe('The file lacks these columns: State.');
  });
});

describe('a row as values', () => {
  it('turns names into ids, whatever their case, and sets what a choice also sets', () => {
    expect(siteValues(siteRow())).toEqual({
      errors: [],
      defaulted: [],
      values: expect.objectContaining({
        state_id: 2,
        district_id: 20,
        block_id: 168,
        days: 701,
        day_name: 'Monday',
      }),
    });
  });

  it('takes LGD codes for places', () => {
    const { values } = siteValues(siteRow({ State: '2', District: '20', Block: '170' }));
    expect(values).toMatchObject({ state_id: 2, district_id: 20, block_id: 170 });
  });

  it("finds a district's name within the row's state first", () => {
    expect(siteValues(siteRow({ State: 'Uttarakhand', Block: '' })).values.district_id).toBe(77);
  });

  it('names a choice that is not in the list, and no more about it', () => {
    expect(siteValues(siteRow({ Day: 'Funday', State: 'Atlantis' })).errors).toEqual([
      'Day "Funday" is not in the list',
      'State "Atlantis" is not in the list',
    ]);
  });

  it("reads '--' as empty, and checks the config's rules", () => {
    expect(siteValues(siteRow({ MHU: '--', 'Site code': ' ' })).errors).toEqual([
      'MHU is required',
      'Site code is required',
    ]);
  });

  it('leaves an empty project date to today, and says so', () => {
    const cells = { Name: 'A', 'Project code': 'A-1', State: '2', StartDate: '--', EndDate: '' };
    const { values, defaulted } = rowValues(
      project,
      matchHeader(project, Object.keys(cells)),
      cells,
      masterData,
      '2030-01-01',
    );
    expect(values).toMatchObject({ startDate: '2030-01-01', endDate: '2030-01-01' });
    expect(defaulted).toEqual(['startDate', 'endDate']);
  });

  it('reads dates as the list shows them and as yyyy-mm-dd, and only real dates', () => {
    expect(dateOfCell('04/03/2030')).toBe('2030-03-04');
    expect(dateOfCell('4/3/2030')).toBe('2030-03-04');
    expect(dateOfCell('2030-03-04')).toBe('2030-03-04');
    expect(dateOfCell('31/02/2030')).toBeUndefined();
    expect(dateOfCell('03-04-2030')).toBeUndefined();
  });
});

describe('repeated rows of a file', () => {
  it('are found by the key column, numbered as the file numbers them', () => {
    const match = matchHeader(site, siteHeader);
    const rows = [siteRow(), siteRow({ 'Site code': 'B' }), siteRow({ 'Site name': 'Other' })];
    expect(duplicateRows(site, match, rows, (index) => index + 10)).toEqual(
      new Map([[2, 'Repeats Site code of row 10 of the file']]),
    );
  });
});
