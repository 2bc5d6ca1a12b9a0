// A list's chosen rows: Delete chosen asks once, deletes the free records and lists each one in use with its
// reason; Export chosen downloads the chosen rows alone. Desktop and phone-sized windows alike keep the row's own
// actions; a row's click opens its record.
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, site } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { validFieldWorker } from '../fixtures/fieldWorker.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows, dialog, openList, search } from './pageSteps.ts';
import { siteBody } from './sampleRecords.ts';

let browser: Browser;
let api: AdminApi;
let page: Page;
const suffix = String(Date.now() % 100000).padStart(5, '0');
const names = ['Free A', 'Free B', 'Busy C'].map((name) => `Bulk ${suffix} ${name}`);

const form = (body: Record<string, unknown>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) data.append(key, String(value));
  return data;
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const ids: number[] = [];
  for (const [index, name] of names.entries())
    ids.push((await api<{ id: number }>(site.endpoints.add, siteBody(name, `BK${index}-${suffix}`))).id);
  // The third site has a driver working at it: its delete is refused.
  await api('drivers_add', form(validFieldWorker('driver_name', ids[2], { mobile_no: `98770${suffix}` })));
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

const rowOf = (name: string) => bodyRows(page).filter({ hasText: name });
const choose = (name: string) => rowOf(name).getByRole('checkbox').check();

describe('the chosen rows of a list', () => {
  it('export the chosen rows alone', async () => {
    await openList(page, site);
    await search(page, `Bulk ${suffix}`, 3);
    await choose(names[0]);
    await choose(names[2]);
    await page.getByRole('button', { name: crudTexts.bulk.exportChosen }).waitFor();
    // The chosen rows' actions take a line of their own: the filters above stay whole.
    const filters = await page.getByLabel('State', { exact: true }).first().boundingBox();
    await expect
      .poll(async () => (await page.locator('.RaBulkActionsToolbar-toolbar').boundingBox())!.y)
      .toBeGreaterThanOrEqual(filters!.y + filters!.height);
    await screenshot(page, 'bulk-chosen');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: crudTexts.bulk.exportChosen }).click();
    const download = await downloading;
    const rows: string[][] = parse((await fs.readFile(await download.path())).toString('utf8'), {
      bom: true,
    });
    expect(rows.slice(1).map((row) => row[0])).toEqual([names[0], names[2]]);
  });

  it('delete the free ones after one confirmation and list the one in use with its reason', async () => {
    await choose(names[1]);
    await page.getByRole('button', { name: crudTexts.bulk.deleteChosen }).click();
    await dialog(page).getByText('This action will delete the 3 chosen records.').waitFor();
    await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
    await dialog(page).getByRole('heading', { name: crudTexts.bulk.refusedTitle }).waitFor();
    await dialog(page).getByText('Deleted: 2. Not deleted: 1, each with its reason:').waitFor();
    expect(await dialog(page).getByRole('listitem').allInnerTexts()).toEqual([
      `${names[2]}: Used by 1 driver.`,
    ]);
    await screenshot(page, 'bulk-delete-refused');
    await dialog(page).getByRole('button').click();
    await expect.poll(() => bodyRows(page).allInnerTexts()).toHaveLength(1);
    expect(await bodyRows(page).first().innerText()).toContain(names[2]);
    // Nothing stays chosen: the bulk buttons are gone.
    expect(await page.getByRole('button', { name: crudTexts.bulk.deleteChosen }).count()).toBe(0);
  });

  it('open a record on a click in its row', async () => {
    await rowOf(names[2]).getByText(names[2]).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${site.routes.edit}/`));
  });
});
