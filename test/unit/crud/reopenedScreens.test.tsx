// Screens opened again after a save, without a reload: the list shows the added, renamed or deleted row, and
// the edit form waits for the record read again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { fillProject } from './fillForm.ts';
import { aProjectRow } from './projectRows.ts';
import { scaled } from '../../timeouts.ts';

beforeEach(useDesktopPointer);

/** The Name cell of each listed row (after its checkbox, for the bulk actions, and S.No.). */
const listedNames = () =>
  screen
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent)
    .filter((name) => name !== undefined);

const openedList = async (name: string) => {
  await waitFor(() => expect(listedNames()).toContain(name));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

const closeResult = async (user: UserEvent, title: string) => {
  await user.click(
    within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'OK' }),
  );
  await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/project$/));
};

const rename = async (user: UserEvent, name: string) => {
  await user.click(within(screen.getAllByRole('row')[1]).getByRole('link', { name: 'Edit' }));
  const input = await screen.findByLabelText('Name');
  await user.clear(input);
  await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await closeResult(user, 'Updated!');
};

describe('screens opened again after a save', { timeout: scaled(60_000) }, () => {
  it('lists a project added from the list on returning to it', async () => {
    const user = userEvent.setup();
    let rows = [aProjectRow(3)];
    const api = memoryApi({
      projects: () => rows,
      projects_add: () => {
        rows = [...rows, aProjectRow(7, { project_name: 'Memory Care' })];
        return { message: 'Added!', subMessage: 'Project added successfully.', id: 7 };
      },
    });
    renderCrud('/project', api.http);
    await openedList('Project 03');
    await user.click(screen.getByRole('link', { name: 'Add project' }));
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, {
      name: 'Memory Care',
      code: 'MC-01',
      state: 'Goa',
      start: '01022030',
      end: '15032030',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await closeResult(user, 'Added!');
    await waitFor(() => expect(listedNames()).toEqual(['Project 03', 'Memory Care']));
  });

  it('lists a project renamed on its edit screen on returning to the list', async () => {
    const user = userEvent.setup();
    let row = aProjectRow(5);
    const api = memoryApi({
      projects: () => [row],
      'get_project/5': () => [row],
      'projects_edit/5': () => {
        row = aProjectRow(5, { project_name: 'Renamed' });
        return { message: 'Project updated successfully.' };
      },
    });
    renderCrud('/project', api.http);
    await openedList('Project 05');
    await rename(user, 'Renamed');
    await waitFor(() => expect(listedNames()).toEqual(['Renamed']));
  });

  it('shows the loading dialog while a list opened again is read (SPEC 4)', async () => {
    const user = userEvent.setup();
    let answerList: (rows: unknown) => void = () => undefined;
    let listRows: () => unknown = () => [aProjectRow(5)];
    const api = memoryApi({
      projects: () => listRows(),
      'get_project/5': [aProjectRow(5)],
      'projects_edit/5': { message: 'Project updated successfully.' },
    });
    renderCrud('/project', api.http);
    await openedList('Project 05');
    listRows = () => new Promise((resolve) => (answerList = resolve));
    await rename(user, 'Renamed');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answerList([aProjectRow(5, { project_name: 'RENAMED' })]);
    await openedList('RENAMED');
  });

  it('fills an edit form opened again from the record read again, not the one held since the save', async () => {
    const user = userEvent.setup();
    let answerRecord: (record: unknown) => void = () => undefined;
    let getRecord: () => unknown = () => [aProjectRow(5)];
    const api = memoryApi({
      projects: [aProjectRow(5)],
      'get_project/5': () => getRecord(),
      'projects_edit/5': { message: 'Project updated successfully.' },
    });
    renderCrud('/project', api.http);
    await openedList('Project 05');
    await rename(user, 'Renamed');
    // The list read again: this server's list keeps the old name.
    await openedList('Project 05');
    // The server keeps the name as it stores it, and this read answers only when the test says so.
    getRecord = () => new Promise((resolve) => (answerRecord = resolve));
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByText('Loading user details...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    answerRecord([aProjectRow(5, { project_name: 'RENAMED' })]);
    expect(await screen.findByLabelText('Name')).toHaveValue('RENAMED');
  });

  it('no longer lists a deleted project on returning to the list', async () => {
    const user = userEvent.setup();
    let rows = [aProjectRow(3), aProjectRow(4)];
    const api = memoryApi({
      projects: () => rows,
      'project_delete/3': () => {
        rows = [aProjectRow(4)];
        return { message: 'Project deleted successfully.' };
      },
    });
    renderCrud('/project', api.http);
    await openedList('Project 03');
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, delete it',
      }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Deleted!' })).getByRole('button'));
    await user.click(screen.getByRole('link', { name: 'Add project' }));
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(listedNames()).toEqual(['Project 04']));
  });
});
