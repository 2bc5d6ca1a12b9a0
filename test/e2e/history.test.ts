// The audit trail in the browser: a record's History after an edit, the Activity page's filter, and a deleted
// record restored from Deleted records back into its list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { commonTexts, historyTexts, project } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import {
  atList,
  bodyRows,
  deleteListedRow,
  dialog,
  expectResult,
  openList,
  saveAndRead,
  search,
} from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let page: Page;
const code = `HIS-${Date.now() % 100000}`;
let id = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const [state] = (await api<{ state: { state_id: number }[] }>('master_data')).state;
  const body = { id: '', project_name: 'Before Name', project_code: code, state_id: state.state_id };
  ({ id } = await api<{ id: number }>('projects_add', {
    ...body,
    startDate: '2030-01-15',
    endDate: '2030-12-31',
  }));
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

const choose = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The menu fades out: the screenshots after it show the page, not the menu half gone.
  await page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
};

describe('the audit trail in the browser', () => {
  it(
    'shows an edit in the record History, and gives the focus back when it closes',
    { timeout: scaled(90_000) },
    async () => {
      await page.goto(`${project.routes.edit}/${id}`);
      const name = page.getByLabel('Name', { exact: true });
      await expect.poll(() => name.inputValue()).toBe('Before Name');
      await name.fill('After Name');
      const reply = await saveAndRead(page, project.endpoints.edit);
      await expectResult(page, commonTexts.updatedTitle, reply.message, 'history-edit-saved');
      await page.waitForURL(atList(project));
      await page.goto(`${project.routes.edit}/${id}`);
      const history = page.getByRole('button', { name: 'History' });
      await history.click();
      await dialog(page).getByText('Name: Before Name → After Name', { exact: true }).waitFor();
      await dialog(page)
        .getByText(/· Edited by/)
        .first()
        .waitFor();
      await screenshot(page, 'history-dialog');
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('History');
    },
  );

  it('lists the change on the Activity page, filtered by resource', { timeout: scaled(90_000) }, async () => {
    await page.getByRole('menuitem', { name: 'Activity', exact: true }).click();
    await page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
    await choose('Resource', project.texts.listHeading);
    // The newest change leads the list before the filter applies too: wait for every row to be the resource's.
    await expect
      .poll(async () => {
        const rows = await bodyRows(page).allInnerTexts();
        return (
          rows[0]?.includes(`#${id} After Name`) &&
          rows.every((row) => row.includes(project.texts.listHeading))
        );
      })
      .toBe(true);
    expect((await bodyRows(page).allInnerTexts())[0]).toContain('Name: Before Name → After Name');
    await screenshot(page, 'history-activity');
  });

  it(
    'restores a deleted record from Deleted records back into its list',
    { timeout: scaled(90_000) },
    async () => {
      await openList(page, project);
      await search(page, code, 1);
      await deleteListedRow(page, project);
      await page.getByRole('menuitem', { name: 'Deleted records', exact: true }).click();
      await page.getByRole('heading', { name: 'Deleted records', exact: true }).waitFor();
      await choose('Resource', project.texts.listHeading);
      const row = bodyRows(page).filter({ hasText: `#${id} After Name` });
      await row.waitFor();
      await screenshot(page, 'history-bin');
      await row.getByRole('button', { name: 'Restore' }).click();
      await expectResult(page, historyTexts.restoredTitle, historyTexts.restored, 'history-restored');
      await row.waitFor({ state: 'detached' });
      await openList(page, project);
      await search(page, code, 1);
    },
  );
});
