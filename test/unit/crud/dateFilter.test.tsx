// A list's date filter: typed dd/mm/yyyy as the forms' dates are, and matching the records of that day only.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { typeDate } from './fillForm.ts';
import { aProjectRow } from './projectRows.ts';

beforeEach(useDesktopPointer);

const names = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

describe('a list’s date filter', () => {
  it('is typed as dd/mm/yyyy and keeps the records of that day', async () => {
    const user = userEvent.setup();
    const api = memoryApi({
      projects: [aProjectRow(1), aProjectRow(2, { start_date: '2030-01-02' }), aProjectRow(3)],
    });
    renderCrud('/project', api.http);
    await waitFor(() => expect(names()).toHaveLength(3));
    const field = screen.getByRole('group', { name: 'Start Date' });
    expect(field).toHaveTextContent(/DD\/MM\/YYYY/);
    await typeDate(user, 'Start Date', '01022030');
    await waitFor(() => expect(names()).toEqual(['Project 01', 'Project 03']));
  });
});
