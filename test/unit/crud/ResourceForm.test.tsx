// The generic add form for projects: touch-only errors with the spec's messages, the body sent, the dialogs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { fillProject, typeDate } from './fillForm.ts';

beforeEach(useDesktopPointer);

const aProjectInput = {
  name: 'Memory Care',
  code: 'MC-01',
  state: 'Goa',
  start: '01022030',
  end: '15032030',
};
const added = { message: 'Added!', subMessage: 'Project added successfully.', id: 7 };

const save = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

describe('the project add form', () => {
  it('shows its heading and no messages before any field is touched', async () => {
    renderCrud('/projectCreate', memoryApi({}).http);
    expect(await screen.findByRole('heading', { name: 'Add Project' })).toBeInTheDocument();
    expect(screen.queryByText('Project name is required')).not.toBeInTheDocument();
  });

  it('shows a field message once that field has been touched, and only for it', async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({}).http);
    await user.click(await screen.findByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(screen.queryByText('Project code is required')).not.toBeInTheDocument();
  });

  it('rejects a code with characters other than letters, digits, - and _', async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({}).http);
    await user.type(await screen.findByLabelText('Project Code'), 'MC 01!');
    await user.tab();
    expect(
      await screen.findByText('Project code must be alphanumeric and may include - or _'),
    ).toBeInTheDocument();
  });

  it('says the end date cannot be before the start date', async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({}).http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await typeDate(user, 'Start Date', '10022030');
    await typeDate(user, 'End Date', '09022030');
    await user.tab();
    expect(await screen.findByText('End date cannot be before start date')).toBeInTheDocument();
  });

  it('shows every required message on Save of an empty form, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = memoryApi({});
    renderCrud('/projectCreate', api.http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await save(user);
    for (const message of [
      'Project name is required',
      'Project code is required',
      'State is required',
      'Start date is required',
      'End date is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls).toEqual([]);
  });

  it('sends the add body with payload keys, yyyy-mm-dd dates and an empty id', async () => {
    const user = userEvent.setup();
    const api = memoryApi({ projects_add: added });
    renderCrud('/projectCreate', api.http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    await save(user);
    await screen.findByRole('dialog');
    expect(api.posted('projects_add')).toEqual({
      id: '',
      project_name: 'Memory Care',
      project_code: 'MC-01',
      state_id: 9,
      startDate: '2030-02-01',
      endDate: '2030-03-15',
    });
  });

  it('sends one add for a double-click on Save, and holds Save disabled while it runs', async () => {
    const user = userEvent.setup();
    let answer = (_value: unknown) => undefined as void;
    const pending = new Promise((resolve) => (answer = resolve));
    const api = memoryApi({ projects_add: () => pending as never, projects: [] });
    renderCrud('/projectCreate', api.http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    // Two clicks in one task, as a fast double-click lands before React draws the button disabled.
    const saveButton = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(saveButton);
    fireEvent.click(saveButton);
    // The please-wait dialog hides the form from the accessibility tree meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled());
    answer(added);
    await screen.findByRole('dialog', { name: 'Added!' });
    expect(api.calls.filter((call) => call.path === 'projects_add')).toHaveLength(1);
  });

  it("shows the server's message and subMessage, then returns to the list when closed", async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({ projects_add: added, projects: [] }).http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Added!' });
    expect(within(dialog).getByText('Project added successfully.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/project$/));
  });

  it("shows 'Error!' with the server's message and a Try Again button when the add fails", async () => {
    const user = userEvent.setup();
    const failure = new HttpError(409, { message: 'Project code already exists' });
    renderCrud('/projectCreate', memoryApi({ projects_add: failure }).http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('Project code already exists')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.getByLabelText('current path')).toHaveTextContent('/projectCreate');
  });

  it('falls back to the unexpected-error text when the failed add carries no message', async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({ projects_add: new HttpError(500, {}) }).http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(within(dialog).getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it("puts a 422 answer's field messages on the form", async () => {
    const user = userEvent.setup();
    const failure = new HttpError(422, { message: 'Invalid', errors: { project_code: 'Code is taken' } });
    renderCrud('/projectCreate', memoryApi({ projects_add: failure }).http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, aProjectInput);
    await save(user);
    await user.click(within(await screen.findByRole('dialog', { name: 'Error!' })).getByRole('button'));
    expect(await screen.findByText('Code is taken')).toBeInTheDocument();
  });
});
