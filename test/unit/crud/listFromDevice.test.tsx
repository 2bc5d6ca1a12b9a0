// A list opened afresh on a device that keeps its rows shows them at once, with no loading dialog, and the server's
// rows once it answers (decision 036), drawing the rows again only when they changed.
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDeviceCopies } from '../../../dataProvider/deviceCopies.ts';
import { deviceLists } from '../../../dataProvider/deviceLists.ts';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { memoryApi, renderCrud, testMasterData } from './crudHarness.tsx';
import { aProjectRow, projectRows } from './projectRows.ts';
import { reactCommits } from '../reactCommits.ts';

const listedNames = () =>
  screen
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent)
    .filter((name) => name !== undefined);

/**
 * /project opened with `rows` on the device, the server's answer held until the test gives it; resolves once the
 * list has asked the server.
 */
async function openWithDeviceRows(rows: ReturnType<typeof aProjectRow>[]) {
  const copies = createDeviceCopies({ indexedDB: new IDBFactory(), scopeOf: () => 'u1' });
  await deviceLists(copies).save('project', { rows, etag: '"v1"' });
  let answerList: (rows: unknown) => void = () => undefined;
  const api = memoryApi({ projects: () => new Promise((resolve) => (answerList = resolve)) });
  const dataProvider = createDataProvider(api.http, {
    getMasterData: () => testMasterData,
    device: copies,
  });
  renderCrud('/project', api.http, testMasterData, undefined, dataProvider);
  await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('projects'));
  return (answer: unknown[]) => answerList(answer);
}

describe('a list opened with its rows on the device', () => {
  it('shows the rows the device keeps with no loading dialog, then the rows the server answers', async () => {
    const answerList = await openWithDeviceRows([{ ...aProjectRow(5), id: 5 }]);
    await waitFor(() => expect(listedNames()).toEqual(['Project 05']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answerList([aProjectRow(5, { project_name: 'RENAMED' })]);
    await waitFor(() => expect(listedNames()).toEqual(['RENAMED']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not draw the page's rows again when the server answers them unchanged", async () => {
    const held = projectRows(11);
    const answerList = await openWithDeviceRows(held);
    await screen.findByText('1-10 of 11');
    const since = reactCommits.mark();
    // One row more, on the second page: the count changes, the first page's rows do not.
    answerList([...held, aProjectRow(12)]);
    await screen.findByText('1-10 of 12');
    expect(listedNames()).toEqual(held.slice(0, 10).map((row) => row.project_name));
    expect(since.drawn('DataTableRow')).toBe(0);
  });
});
