// The read-only age, recomputed from the date of birth as it is picked and emptied when it is cleared.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, subYears } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApi, useDesktopPointer } from './crudHarness.tsx';
import { renderFieldOps } from './fieldOpsHarness.tsx';
import { typeDate } from './fillForm.ts';

beforeEach(useDesktopPointer);

/** dd/mm/yyyy digits of the day `years` years before today, moved by `days`. */
const birthDigits = (years: number, days = 0) =>
  format(addDays(subYears(new Date(), years), days), 'ddMMyyyy');

const openAddForm = async () => {
  renderFieldOps('/helthCreate', memoryApi({}).http);
  return screen.findByLabelText('Age');
};

describe('the age field', () => {
  it('shows the whole years once the date of birth is picked', async () => {
    const user = userEvent.setup();
    const age = await openAddForm();
    await typeDate(user, 'Date of birth', birthDigits(30));
    await waitFor(() => expect(age).toHaveValue(30));
  });

  it('counts a year less while this year’s birthday has not come', async () => {
    const user = userEvent.setup();
    const age = await openAddForm();
    await typeDate(user, 'Date of birth', birthDigits(30, 1));
    await waitFor(() => expect(age).toHaveValue(29));
  });

  it('empties when the date of birth is cleared', async () => {
    const user = userEvent.setup();
    const age = await openAddForm();
    await typeDate(user, 'Date of birth', birthDigits(30));
    await waitFor(() => expect(age).toHaveValue(30));
    await user.click(
      within(screen.getByRole('group', { name: 'Date of birth' })).getByRole('spinbutton', { name: 'Year' }),
    );
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(age).toHaveValue(null));
  });

  it('cannot be typed into', async () => {
    expect(await openAddForm()).toHaveAttribute('readonly');
  });

  it('offers no month after this one in the date of birth picker', async () => {
    const user = userEvent.setup();
    await openAddForm();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: /next month/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /previous month/i })).toBeEnabled();
  });
});
