// Projects and programs through the UI on the real server: add, edit, search, sort, paginate and delete,
// with every dialog's exact texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { commonTexts, program, project, type ResourceConfig } from '../../resources/index.ts';
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
  addButton,
  ROW_CELLS,
} from './pageSteps.ts';
import { fillAddForm } from './schemeForm.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let page: Page;
let api: AdminApi;
let state: { state_id: number; state_name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  state = (await api<{ state: (typeof state)[] }>('master_data')).state[0];
  // One page, signed in once: each test loads its screen afresh (the app keeps no list state across a page load).
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

const keys = (config: ResourceConfig) => ({
  name: `${config.name}_name`,
  code: `${config.name}_code`,
});

describe.each([project, program])('managing $name records in the browser', (config) => {
  const { name, code } = keys(config);
  const suffix = `${config.name.slice(0, 3).toUpperCase()}-${Date.now() % 100000}`;

  it('adds a record through the form and shows the server reply', { timeout: scaled(90_000) }, async () => {
    await openList(page, config);
    await screenshot(page, `${config.name}-list`);
    await addButton(page, config.texts.addButton).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(config.texts.createHeading);
    await fillAddForm(page, config, {
      name: `Alpha ${suffix}`,
      code: `A-${suffix}`,
      state: state.state_name,
    });
    await screenshot(page, `${config.name}-create`);
    const reply = await saveAndRead(page, config.endpoints.add);
    await expectResult(page, reply.message, reply.subMessage, `${config.name}-added`);
    await page.waitForURL(atList(config));
    await search(page, `A-${suffix}`, 1);
    const cells = await bodyRows(page).first().locator(ROW_CELLS).allInnerTexts();
    expect(cells.slice(1, 6)).toEqual([
      `Alpha ${suffix}`,
      `A-${suffix}`,
      state.state_name,
      '01/02/2030',
      '15/03/2030',
    ]);
  });

  it('adds one record for a double-click on Save', { timeout: scaled(90_000) }, async () => {
    await page.goto(config.routes.create);
    await fillAddForm(page, config, {
      name: `Twice ${suffix}`,
      code: `D-${suffix}`,
      state: state.state_name,
    });
    // The state list closed first, so that both clicks reach Save.
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: commonTexts.save }).dblclick();
    // Polled over every dialog heading, so that a failure names the dialog that came instead.
    await expect
      .poll(() => dialog(page).getByRole('heading').allInnerTexts(), { timeout: scaled(30_000) })
      .toContain(commonTexts.addedTitle)
      // What the screen showed instead, for the one who reads the failure.
      .catch(async (error: unknown) => {
        await screenshot(page, `${config.name}-double-click-failed`);
        throw error;
      });
    await screenshot(page, `${config.name}-double-click`);
    const rows = await api<Record<string, unknown>[]>(config.endpoints.list);
    expect(rows.filter((row) => row[code] === `D-${suffix}`)).toHaveLength(1);
    expect(await dialog(page).getByRole('heading', { name: commonTexts.addedTitle }).count()).toBe(1);
  });

  it('edits a record and shows Updated! with the server message', { timeout: scaled(90_000) }, async () => {
    await openList(page, config);
    await search(page, `A-${suffix}`, 1);
    await bodyRows(page).first().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**${config.routes.edit}/*`);
    const nameInput = page.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).toBe(`Alpha ${suffix}`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(config.texts.editHeading);
    await screenshot(page, `${config.name}-edit`);
    await nameInput.fill(`Beta ${suffix}`);
    const reply = await saveAndRead(page, `${config.endpoints.edit}/`);
    await expectResult(
      page,
      commonTexts.updatedTitle,
      reply.message ?? config.texts.updated,
      `${config.name}-updated`,
    );
    await page.waitForURL(atList(config));
    await search(page, `Beta ${suffix}`, 1);
  });

  it(
    'pages by 10 rows, numbering on across pages, and sorts both ways',
    { timeout: scaled(90_000) },
    async () => {
      for (let n = 10; n < 22; n += 1) {
        await api(config.endpoints.add, {
          id: '',
          [name]: `Page ${suffix} ${n}`,
          [code]: `P${n}-${suffix}`,
          state_id: state.state_id,
          startDate: '2030-01-01',
          endDate: '2030-12-31',
        });
      }
      await openList(page, config);
      await search(page, `Page ${suffix}`, 10);
      await page.getByText('1-10 of 12').waitFor();
      await page.getByRole('button', { name: /next page/i }).click();
      await expect
        .poll(() => bodyRows(page).locator('td:nth-child(2)').allInnerTexts())
        .toEqual(['11', '12']);
      await screenshot(page, `${config.name}-page-2`);
      await page.getByRole('button', { name: /previous page/i }).click();
      const names = () => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
      await page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click();
      await expect.poll(async () => (await names())[0]).toBe(`Page ${suffix} 10`);
      // A click toggles the order the header holds: one before it offers descending asks ascending again (the rows
      // above were already in that order before the first click took).
      await page.getByRole('button', { name: 'Sort by Name descending' }).click();
      await expect.poll(async () => (await names())[0]).toBe(`Page ${suffix} 21`);
    },
  );

  it('deletes a record after confirmation and reloads the list', { timeout: scaled(90_000) }, async () => {
    await openList(page, config);
    await search(page, `Beta ${suffix}`, 1);
    await deleteListedRow(page, config);
  });
});
