// The keys the add and edit screens save with: Save pressed again on the same values after a failure resends the
// same write (its key), new values or a save gone through make a new one; an edit names the version it opened.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../../dataProvider/httpClient.ts';
import { memoryApi, renderCrud, useDesktopPointer, type ApiCall } from './crudHarness.tsx';
import { fillProject } from './fillForm.ts';
import { aProjectRow } from './projectRows.ts';

beforeEach(useDesktopPointer);

/** An answer that fails the first time it is asked for, then answers `answer`. */
const failingOnce = (answer: unknown) => {
  let asked = 0;
  return () => (++asked === 1 ? new HttpError(503, { message: 'Try again later' }) : answer);
};

/** Presses Save and closes the error dialog it leads to. */
const saveAndFail = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: /error/i });
  await user.click(within(dialog).getByRole('button'));
};

const keysOf = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.idempotencyKey);

describe('the keys a screen saves with', () => {
  it('adds with the same key when Save is pressed again on the same values after a failure', async () => {
    const user = userEvent.setup();
    const api = memoryApi({ projects_add: failingOnce({ message: 'Added!', id: 7 }), projects: [] });
    renderCrud('/projectCreate', api.http);
    await screen.findByRole('heading', { name: 'Add Project' });
    await fillProject(user, {
      name: 'Memory Care',
      code: 'MC-01',
      state: 'Goa',
      start: '01022030',
      end: '15032030',
    });
    await saveAndFail(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Added!' });
    const [first, second] = keysOf(api.calls, 'projects_add');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('edits with the version opened, and a new key once the values changed after a failure', async () => {
    const user = userEvent.setup();
    const api = memoryApi({
      'get_project/5': [aProjectRow(5, { version: 3 })],
      'projects_edit/5': failingOnce({ message: 'Project updated successfully.' }),
      projects: [],
    });
    renderCrud('/projectEdit/5', api.http);
    const name = await screen.findByLabelText('Name');
    await saveAndFail(user);
    await user.type(name, ' renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    const edits = api.calls.filter((call) => call.path === 'projects_edit/5');
    expect(edits.map((call) => call.ifMatch)).toEqual(['"3"', '"3"']);
    expect(edits[1].idempotencyKey).not.toBe(edits[0].idempotencyKey);
  });
});
