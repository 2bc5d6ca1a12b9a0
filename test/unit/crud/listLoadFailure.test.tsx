// A list whose fetch fails: the loading dialog closes, the server's message and Retry take the table's place, and
// Retry shows the rows once the server answers (decision 024).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { memoryApi, renderCrud } from './crudHarness.tsx';
import { aProjectRow } from './projectRows.ts';

/** A projects list that fails with `error` on its first fetch, and answers one row after that. */
const failingOnce = (error: Error) => {
  let fetches = 0;
  return memoryApi({
    projects: () => (++fetches === 1 ? error : [aProjectRow(3)]),
  });
};

const failedList = async (message: string) => {
  await screen.findByText(message);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('a list whose fetch fails', () => {
  // The failure is logged on purpose; keep the test output quiet.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("closes the loading dialog and shows the server's message with Retry, not an empty list", async () => {
    renderCrud('/project', failingOnce(new HttpError(500, { message: 'The database is busy.' })).http);
    await failedList('The database is busy.');
    expect(screen.getByRole('heading', { name: 'Manage Projects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      screen.queryByText(/^No .* (yet|match this search|match these filters)\.$/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a general message when the failure carries none of the server', async () => {
    renderCrud('/project', failingOnce(new HttpError(500, {})).http);
    await failedList('The list could not be loaded. Please try again.');
  });

  it('shows the rows after Retry once the server answers', async () => {
    const user = userEvent.setup();
    const api = failingOnce(new HttpError(500, { message: 'The database is busy.' }));
    renderCrud('/project', api.http);
    await failedList('The database is busy.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Project 03')).toBeInTheDocument();
    expect(screen.queryByText('The database is busy.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'projects')).toHaveLength(2);
  });
});
