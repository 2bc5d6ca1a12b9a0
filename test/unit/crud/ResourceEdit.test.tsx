// The generic edit screen for projects: loading text, the form filled from the record, the update dialogs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { aProjectRow } from './projectRows.ts';

beforeEach(useDesktopPointer);

const renderEdit = (more: Record<string, unknown> = {}) => {
  const api = memoryApi({
    'get_project/5': [aProjectRow(5, { start_date: '2024-01-10' })],
    projects: [],
    ...more,
  });
  renderCrud('/projectEdit/5', api.http);
  return api;
};

describe('the project edit screen', () => {
  it("shows 'Loading user details...' until the record arrives", async () => {
    renderEdit();
    expect(screen.getByText('Loading user details...')).toBeInTheDocument();
    await screen.findByLabelText('Name');
    expect(screen.queryByText('Loading user details...')).not.toBeInTheDocument();
  });

  it("keeps the product's heading with its two spaces", async () => {
    renderEdit();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Add  Project');
  });

  it("names the record under the product's heading, which stays as written", async () => {
    renderEdit();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Add  Project');
    expect(heading.nextElementSibling?.textContent).toBe('Project 05');
    expect(heading.parentElement?.tagName).toBe('HGROUP');
  });

  it('fills the form from the record, dates included', async () => {
    renderEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Project 05');
    expect(screen.getByLabelText('Project Code')).toHaveValue('P-5');
    expect(
      within(screen.getByRole('group', { name: 'Start Date' })).getByRole('spinbutton', { name: 'Year' }),
    ).toHaveTextContent('2024');
  });

  it("sends the edit body and shows 'Updated!' with the server's message, then the list", async () => {
    const user = userEvent.setup();
    const api = renderEdit({ 'projects_edit/5': { message: 'Project updated successfully.' } });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Updated!' });
    expect(within(dialog).getByText('Project updated successfully.')).toBeInTheDocument();
    expect(api.posted('projects_edit/5')).toEqual({
      project_name: 'Renamed',
      project_code: 'P-5',
      state_id: 9,
      startDate: '2024-01-10',
      endDate: '2030-03-15',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/project$/));
  });

  it("shows 'Error' and 'Something went wrong' when the update fails without a message", async () => {
    const user = userEvent.setup();
    renderEdit({ 'projects_edit/5': new HttpError(500, {}) });
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Something went wrong')).toBeInTheDocument();
  });

  it('stops loading and shows the form when the record cannot be loaded', async () => {
    renderEdit({ 'get_project/5': new HttpError(500, { message: 'down' }) });
    expect(await screen.findByLabelText('Name')).toHaveValue('');
  });
});
