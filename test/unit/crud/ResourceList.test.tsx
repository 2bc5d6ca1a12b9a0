// The generic list for projects: columns and cell texts, S.No. across pages, sort toggling, search, delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { memoryApi, renderCrud } from './crudHarness.tsx';
import { aProjectRow, projectRows } from './projectRows.ts';
import { scaled } from '../../timeouts.ts';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
/** A row's cells as the config's columns, without the row's checkbox (the bulk actions' choice). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((cell) => !within(cell).queryByRole('checkbox'))
    .map((cell) => cell.textContent);
const currentPath = () => screen.getByRole('status', { name: 'current path' }).textContent;
const firstColumn = () => bodyRows().map((row) => cellsOf(row)[0]);
/**
 * A sort or a page goes through the address, and react-admin renders the whole list screen two or three times
 * before the rows change: about a second in jsdom alone, up to 5 s with both cores busy (measured), so beside
 * the browser suite it can pass the 5 s waitFor allows here (test/unit/setup.ts).
 */
const throughTheAddress = { timeout: scaled(20_000) };

const renderList = async (rows: unknown[], more: Record<string, unknown> = {}) => {
  const api = memoryApi({ projects: rows, ...more });
  renderCrud('/project', api.http);
  await screen.findByRole('heading', { name: 'Manage Projects' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return api;
};

describe('the project list', () => {
  it('shows the heading, the search box, the Add button and the column headings', async () => {
    await renderList([aProjectRow(1)]);
    expect(screen.getByPlaceholderText('Search ...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add project' })).toHaveAttribute('href', '/projectCreate');
    const headings = within(screen.getAllByRole('rowgroup')[0]).getAllByRole('columnheader');
    expect(headings.map((cell) => cell.textContent)).toEqual([
      // The checkbox that chooses every row of the page, for the bulk actions.
      '',
      'S.No.',
      'Name',
      'Project code',
      'State',
      'StartDate',
      'EndDate',
      'Action',
    ]);
  });

  it("shows dates as dd/mm/yyyy, the state's name, and '--' for empty values", async () => {
    await renderList([aProjectRow(1, { project_code: '', end_date: null, state_id: 9 })]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0]).slice(0, 6)).toEqual(['1', 'Project 01', '--', 'Goa', '01/02/2030', '--']);
  });

  it('shows the name of state 2 for a row without a state', async () => {
    await renderList([aProjectRow(1, { state_id: null })]);
    await waitFor(() => expect(cellsOf(bodyRows()[0])[3]).toBe('Bihar'));
  });

  it('links each row to its edit screen', async () => {
    await renderList([aProjectRow(4)]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/projectEdit/4',
    );
  });

  it('opens the edit screen on a click anywhere in a row', async () => {
    const user = userEvent.setup();
    await renderList([aProjectRow(4)]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByRole('cell', { name: 'Project 04' }));
    await waitFor(() => expect(currentPath()).toBe('/projectEdit/4'));
  });

  it('shows 10 rows a page and continues the S.No. on page 2', async () => {
    const user = userEvent.setup();
    await renderList(projectRows(12));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(firstColumn()).toEqual(['11', '12']), throughTheAddress);
  });

  it('sorts by a column ascending on the first click and descending on the second', async () => {
    const user = userEvent.setup();
    await renderList([
      aProjectRow(1, { project_code: 'B' }),
      aProjectRow(2, { project_code: 'C' }),
      aProjectRow(3, { project_code: 'A' }),
    ]);
    const codes = () => bodyRows().map((row) => cellsOf(row)[2]);
    await waitFor(() => expect(codes()).toEqual(['B', 'C', 'A']));
    await user.click(screen.getByRole('button', { name: 'Sort by Project code ascending' }));
    await waitFor(() => expect(codes()).toEqual(['A', 'B', 'C']), throughTheAddress);
    // A click toggles the sort the header holds; one before the header offers descending asks ascending again.
    await user.click(
      await screen.findByRole('button', { name: 'Sort by Project code descending' }, throughTheAddress),
    );
    await waitFor(() => expect(codes()).toEqual(['C', 'B', 'A']), throughTheAddress);
  });

  it('finds rows by state name, ignoring case', async () => {
    const user = userEvent.setup();
    await renderList([aProjectRow(1, { state_id: 2 }), aProjectRow(2, { state_id: 9 })]);
    await user.type(screen.getByPlaceholderText('Search ...'), 'BIH');
    // The search is debounced, so allow for its delay on a slow machine.
    await waitFor(() => expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(['Project 01']), {
      timeout: scaled(10_000),
    });
  });
});

describe('a list opened with a search in its address', () => {
  const openSearched = async () => {
    const api = memoryApi({ projects: [aProjectRow(1, { state_id: 2 }), aProjectRow(2, { state_id: 9 })] });
    renderCrud('/project?q=Goa', api.http);
    await screen.findByRole('heading', { name: 'Manage Projects' });
  };

  it('shows only the rows that search finds, with the search in its box', async () => {
    await openSearched();
    await waitFor(() => expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(['Project 02']));
    expect(screen.getByPlaceholderText('Search ...')).toHaveValue('Goa');
  });

  it('shows every row again once the search is cleared', async () => {
    const user = userEvent.setup();
    await openSearched();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.clear(screen.getByPlaceholderText('Search ...'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2), { timeout: scaled(10_000) });
  });
});

describe('deleting from the project list', () => {
  const startDelete = async (user: ReturnType<typeof userEvent.setup>) => {
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Are you sure?' });
  };

  it('asks first, with the confirmation texts and buttons', async () => {
    const user = userEvent.setup();
    await renderList([aProjectRow(3)]);
    const dialog = await startDelete(user);
    expect(within(dialog).getByText('This action will delete the user.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No', 'Yes, delete it']);
  });

  it('sends nothing when the answer is No', async () => {
    const user = userEvent.setup();
    const api = await renderList([aProjectRow(3)]);
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.path.startsWith('project_delete'))).toBe(false);
    // The press on Delete did not open the row's record either.
    expect(currentPath()).toBe('/project');
  });

  it("deletes on Yes, shows 'Deleted!' with the server's message, and reloads the list", async () => {
    const user = userEvent.setup();
    let rows = [aProjectRow(3)];
    const api = memoryApi({
      projects: () => rows,
      'project_delete/3': () => {
        rows = [];
        return { message: 'Project deleted successfully.' };
      },
    });
    renderCrud('/project', api.http);
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Yes, delete it' }));
    const done = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(within(done).getByText('Project deleted successfully.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryAllByRole('row')).toHaveLength(0));
  });

  it("shows 'Error' with the fallback text when the delete fails without a message", async () => {
    const user = userEvent.setup();
    await renderList([aProjectRow(3)], { 'project_delete/3': new HttpError(500, {}) });
    await user.click(within(await startDelete(user)).getByRole('button', { name: 'Yes, delete it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('the project list’s chosen rows', () => {
  const choose = async (user: ReturnType<typeof userEvent.setup>, ...names: string[]) => {
    for (const name of names) {
      const row = (await screen.findByRole('cell', { name })).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
  };

  it('delete after one confirmation, each by its own call, and list each refusal with its reason', async () => {
    const user = userEvent.setup();
    let rows = [3, 4, 5].map((id) => aProjectRow(id, { version: 7 }));
    const api = memoryApi({
      projects: () => rows,
      'project_delete/3': () => {
        rows = rows.filter((row) => row.id !== 3);
        return { message: 'Project deleted successfully.' };
      },
      'project_delete/4': new HttpError(409, { message: 'Used by 2 users.' }),
    });
    renderCrud('/project', api.http);
    await choose(user, 'Project 03', 'Project 04');
    await user.click(screen.getByRole('button', { name: 'Delete chosen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('This action will delete the 2 chosen records.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));
    const result = await screen.findByRole('dialog', { name: 'Not all were deleted' });
    expect(within(result).getByText('Deleted: 1. Not deleted: 1, each with its reason:')).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Project 04: Used by 2 users.']);
    const deletes = api.calls.filter((call) => call.path.startsWith('project_delete'));
    expect(deletes.map((call) => call.path).sort()).toEqual(['project_delete/3', 'project_delete/4']);
    // Each its own write, against the version the list read.
    expect(new Set(deletes.map((call) => call.idempotencyKey)).size).toBe(2);
    expect(deletes.map((call) => call.ifMatch)).toEqual(['"7"', '"7"']);
    await user.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(bodyRows().map((row) => cellsOf(row)[1])).toEqual(['Project 04', 'Project 05']),
    );
  });

  it('send nothing when the answer is No', async () => {
    const user = userEvent.setup();
    const api = await renderList([aProjectRow(3), aProjectRow(4)]);
    await choose(user, 'Project 03');
    await user.click(screen.getByRole('button', { name: 'Delete chosen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.path.startsWith('project_delete'))).toBe(false);
  });
});
