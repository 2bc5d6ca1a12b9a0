// List cells, search text and sort values come from the column configs, with names from master data.
import { describe, expect, it } from 'vitest';
import {
  cellText,
  project,
  searchTextOf,
  sortValueOf,
  type ColumnConfig,
  type MasterData,
} from '../../../resources/index.ts';

const masterData = {
  state: [
    { state_id: 2, state_name: 'Assam' },
    { state_id: 30, state_name: 'Goa' },
  ],
} as MasterData;

const column = (source: string): ColumnConfig =>
  project.columns.find((c) => c.source === source) as ColumnConfig;
const row = (changes: Record<string, unknown> = {}) => ({
  id: 1,
  project_name: 'Coastal Care',
  project_code: 'CC-01',
  state_id: 30,
  start_date: '2025-03-04',
  end_date: null,
  ...changes,
});

describe('project list cells', () => {
  it('show the state name resolved from state_id', () => {
    expect(cellText(column('state_id'), row(), masterData)).toBe('Goa');
  });

  it('show a missing state as the name of state id 2', () => {
    expect(cellText(column('state_id'), row({ state_id: null }), masterData)).toBe('Assam');
  });

  it('show -- for a state id master data does not know', () => {
    expect(cellText(column('state_id'), row({ state_id: 99 }), masterData)).toBe('--');
  });

  it('show dates as dd/mm/yyyy and an empty date as --', () => {
    expect([cellText(column('start_date'), row()), cellText(column('end_date'), row())]).toEqual([
      '04/03/2025',
      '--',
    ]);
  });

  it('show empty text as --', () => {
    expect(cellText(column('project_name'), row({ project_name: ' ' }))).toBe('--');
  });
});

describe('project search text', () => {
  it('holds code, name, state name and dates as shown and as stored', () => {
    const text = searchTextOf(project, masterData)(row());
    expect(
      ['CC-01', 'Coastal Care', 'Goa', '04/03/2025', '2025-03-04'].every((part) => text.includes(part)),
    ).toBe(true);
  });
});

describe('project sort values', () => {
  it('sort the state column by name and dates by yyyy-mm-dd', () => {
    const sortValue = sortValueOf(project, masterData);
    expect([
      sortValue(row(), 'state_id'),
      sortValue(row(), 'start_date'),
      sortValue(row(), 'project_code'),
    ]).toEqual(['Goa', '2025-03-04', 'CC-01']);
  });
});
