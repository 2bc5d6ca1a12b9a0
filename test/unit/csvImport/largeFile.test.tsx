// A 10,000-row file: sent in batches the server takes, previewed 50 rows only, its rejected rows re-importable.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseCsvText, type CsvFile } from '../../../src/csvImport/csvFile.ts';
import { batchesOf, BATCH_SIZE } from '../../../src/csvImport/importBatches.ts';
import { PREVIEW_ROWS } from '../../../src/csvImport/previewRows.ts';
import { PreviewTable } from '../../../src/csvImport/PreviewTable.tsx';
import { rejectedRowsCsv } from '../../../src/csvImport/rejectedRowsFile.ts';

const largeFile = (count: number): CsvFile => ({
  header: ['Name', 'Project code'],
  rows: Array.from({ length: count }, (_, index) => ({ Name: `P ${index}`, 'Project code': `C-${index}` })),
});

describe('a large imported file', () => {
  it('goes in batches of at most 500 rows, each row numbered as in the file', () => {
    const batches = batchesOf(largeFile(10_000).rows);
    expect(batches).toHaveLength(20);
    expect(batches.every((batch) => batch.rows.length === BATCH_SIZE)).toBe(true);
    expect(batches[1].rowNumbers[0]).toBe(501);
  });

  it('sends only the rows asked for, keeping their numbers', () => {
    const [batch] = batchesOf(largeFile(5).rows, [1, 3]);
    expect(batch).toEqual({
      rows: [
        { Name: 'P 1', 'Project code': 'C-1' },
        { Name: 'P 3', 'Project code': 'C-3' },
      ],
      rowNumbers: [2, 4],
    });
  });

  it('renders the first 50 rows only, with each row’s errors in place', () => {
    const checks = [{ errors: ['State is required'], action: 'skip' as const }];
    render(
      <PreviewTable file={largeFile(10_000)} headers={['Name']} checks={checks} updateExisting={false} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(PREVIEW_ROWS + 1);
    expect(screen.getByText('Preview of the first 50 of 10000 rows')).toBeTruthy();
    expect(screen.getByText('State is required').closest('tr')?.getAttribute('data-row-status')).toBe(
      'error',
    );
  });
});

describe('the rejected rows file', () => {
  it('holds the rows with a Reason column, and reads back as it was', () => {
    const file = {
      header: ['Name', 'MHU'],
      rows: [
        { Name: 'A', MHU: '=1+1' },
        { Name: 'B', MHU: 'line\none' },
      ],
    };
    const text = rejectedRowsCsv(file, [{ row: 2, reason: 'MHU is wrong' }]);
    expect(text.startsWith('\uFEFFName,MHU,Reason\n')).toBe(true);
    expect(parseCsvText(text).rows).toEqual([{ Name: 'B', MHU: 'line\none', Reason: 'MHU is wrong' }]);
    const guarded = rejectedRowsCsv(file, [{ row: 1, reason: 'x' }]);
    expect(guarded).toContain("'=1+1");
    expect(parseCsvText(guarded).rows[0].MHU).toBe('=1+1');
  });
});
