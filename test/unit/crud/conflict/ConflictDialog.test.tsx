// The edit form's answer to a 412: who changed what since it was opened, then "Keep their version" or "Save mine
// over it"; never a silent overwrite, never a lost form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../dataProvider/index.ts';
import { HttpError, type HttpErrorBody } from '../../../../dataProvider/httpError.ts';
import { formatWhen, type HistoryEntry } from '../../../../resources/index.ts';
import { memoryApi, renderCrud, testMasterData, useDesktopPointer } from '../crudHarness.tsx';
import { aProjectRow } from '../projectRows.ts';

beforeEach(useDesktopPointer);

const CHANGED = 'Someone else changed this record after you opened it.';
const ravi = { name: 'Ravi Kumar', email: 'ravi@example.org' };

const anEdit = (at: string, changes: HistoryEntry['changes']): HistoryEntry => ({
  at,
  action: 'Edited',
  user: ravi,
  changes,
});

/** Opened at version 3; Ravi's edit since made it version 4, the entry before it was already there. */
const opened = aProjectRow(5, { version: 3 });
const theirs = aProjectRow(5, { version: 4, project_code: 'P-THEIRS' });
const history = [
  anEdit('2025-03-04T09:05:00Z', [{ label: 'Project Code', from: 'P-5', to: 'P-THEIRS' }]),
  anEdit('2025-03-01T08:00:00Z', [{ label: 'Name', from: 'Old name', to: 'Project 05' }]),
];

/** The edit screen over an API where Ravi saved since it was read: the first save answers 412, the next saves. */
const renderConflict = (
  conflictBody: HttpErrorBody = { message: CHANGED, record: theirs } as HttpErrorBody,
) => {
  let reads = 0;
  let edits = 0;
  const api = memoryApi({
    'get_project/5': () => [reads++ === 0 ? opened : theirs],
    'projects_edit/5': () =>
      edits++ === 0 ? new HttpError(412, conflictBody) : { message: 'Project updated successfully.' },
    'history/project/5': history,
    projects: [],
  });
  const dataProvider = createDataProvider(api.http, { getMasterData: () => testMasterData });
  const update = vi.spyOn(dataProvider, 'update');
  renderCrud('/projectEdit/5', api.http, testMasterData, undefined, dataProvider);
  return { update };
};

/** Types a new name and saves: the save meets the 412 and its dialog. */
const saveRenamed = async (user: ReturnType<typeof userEvent.setup>) => {
  const name = await screen.findByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Renamed');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Changed since you opened it' });
};

describe('the edit form when someone else changed the record since it was opened', () => {
  it('shows who changed what since then, from the history, instead of the error dialog', async () => {
    renderConflict();
    const dialog = await saveRenamed(userEvent.setup());
    expect(within(dialog).getByText(CHANGED)).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        `${formatWhen('2025-03-04T09:05:00Z')} · Edited by Ravi Kumar (ravi@example.org)`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Project Code: P-5 → P-THEIRS')).toBeInTheDocument();
    expect(within(dialog).queryByText('Name: Old name → Project 05')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('"Save mine over it" saves what was typed over the version the 412 answered, then shows Updated!', async () => {
    const user = userEvent.setup();
    const { update } = renderConflict();
    const dialog = await saveRenamed(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));
    const updated = await screen.findByRole('dialog', { name: 'Updated!' });
    expect(update).toHaveBeenCalledTimes(2);
    const [, again] = update.mock.calls[1];
    expect(again.previousData).toMatchObject({ version: 4 });
    expect(again.data).toMatchObject({ project_name: 'Renamed', project_code: 'P-5' });
    await user.click(within(updated).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('current path')).toHaveTextContent(/^\/project$/));
  });

  it('"Keep their version" shows the record as it is now and saves nothing', async () => {
    const user = userEvent.setup();
    const { update } = renderConflict();
    const dialog = await saveRenamed(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep their version' }));
    await waitFor(() => expect(screen.getByLabelText('Project Code')).toHaveValue('P-THEIRS'));
    expect(screen.getByLabelText('Name')).toHaveValue('Project 05');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('leaves the form as typed when the dialog is closed otherwise', async () => {
    const user = userEvent.setup();
    const { update } = renderConflict();
    await saveRenamed(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('reads the record again when the 412 came without it', async () => {
    const user = userEvent.setup();
    const { update } = renderConflict({ message: CHANGED });
    const dialog = await saveRenamed(user);
    expect(await within(dialog).findByText('Project Code: P-5 → P-THEIRS')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save mine over it' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    expect(update.mock.calls[1][1].previousData).toMatchObject({ version: 4 });
  });
});
