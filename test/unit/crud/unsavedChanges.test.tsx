// Leaving an add or edit form with unsaved changes asks first (react-admin's warnWhenUnsavedChanges, in the
// chosen language); an untouched form and a saved one leave without asking.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import englishMessages from 'ra-language-english';
import { raHi } from '../../../src/i18n/hi/ra/index.ts';
import { setLocale } from '../../../src/i18n/locale.ts';
import { memoryApi, renderCrud, useDesktopPointer } from './crudHarness.tsx';
import { aProjectRow } from './projectRows.ts';

beforeEach(useDesktopPointer);

const englishQuestion = englishMessages.ra.message.unsaved_changes;

const openEdit = async (more: Record<string, unknown> = {}) => {
  const api = memoryApi({ 'get_project/5': [aProjectRow(5)], projects: [], ...more });
  renderCrud('/projectEdit/5', api.http);
  return screen.findByLabelText('Name');
};
const currentPath = () => screen.getByLabelText('current path').textContent;
const backLink = () => screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/project')!;

/** Runs `action` as a browser would: React draws later, between tasks, not before act() returns. */
const withoutAct = (action: () => void) => {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    action();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = before;
  }
};

describe('leaving a form with unsaved changes', () => {
  let confirm: MockInstance<(message?: string) => boolean>;
  beforeEach(() => {
    confirm = vi.spyOn(window, 'confirm');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setLocale('en');
  });

  it('asks on Back; staying keeps what was typed, and leaving then goes to the list', async () => {
    const user = userEvent.setup();
    const name = await openEdit();
    await user.type(name, ' renamed');
    confirm.mockReturnValueOnce(false);
    await user.click(backLink());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(englishQuestion));
    expect(currentPath()).toBe('/projectEdit/5');
    expect(screen.getByLabelText('Name')).toHaveValue('Project 05 renamed');

    confirm.mockReturnValueOnce(true);
    await user.click(backLink());
    await waitFor(() => expect(currentPath()).toBe('/project'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks again on a Back clicked before staying is drawn, and leaving then goes to the list', async () => {
    const user = userEvent.setup();
    const name = await openEdit();
    await user.type(name, ' renamed');
    // The second Back comes before React draws the first answer, as a click can in a browser (react-router draws
    // in a transition); act() would draw it first, so the first Back is clicked outside it.
    confirm.mockImplementationOnce(() => {
      queueMicrotask(() => backLink().click());
      return false;
    });
    confirm.mockReturnValueOnce(true);
    withoutAct(() => backLink().click());
    await waitFor(() => expect(currentPath()).toBe('/project'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves an untouched form without asking', async () => {
    const user = userEvent.setup();
    await openEdit();
    await user.click(backLink());
    await waitFor(() => expect(currentPath()).toBe('/project'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('goes to the list after a save without asking', async () => {
    const user = userEvent.setup();
    const name = await openEdit({ 'projects_edit/5': { message: 'Project updated successfully.' } });
    await user.type(name, ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Updated!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/project'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('still asks after a save that failed, since nothing was saved', async () => {
    const user = userEvent.setup();
    const name = await openEdit({ 'projects_edit/5': new HttpError(500, {}) });
    await user.type(name, ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button'));
    confirm.mockReturnValueOnce(false);
    await user.click(backLink());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(englishQuestion));
    expect(currentPath()).toBe('/projectEdit/5');
  });

  it('asks on the add form too', async () => {
    const user = userEvent.setup();
    renderCrud('/projectCreate', memoryApi({ projects: [] }).http);
    await user.type(await screen.findByLabelText('Name'), 'New project');
    confirm.mockReturnValueOnce(false);
    await user.click(backLink());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(englishQuestion));
    expect(currentPath()).toBe('/projectCreate');
  });

  it('asks in Hindi when Hindi is chosen', async () => {
    setLocale('hi');
    const user = userEvent.setup();
    renderCrud('/projectEdit/5', memoryApi({ 'get_project/5': [aProjectRow(5)], projects: [] }).http);
    const name = await screen.findByDisplayValue('Project 05');
    await user.type(name, ' नया');
    confirm.mockReturnValueOnce(false);
    await user.click(backLink());
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(raHi.message.unsaved_changes));
  });
});
