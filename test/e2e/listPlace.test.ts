// Lists keep their place in the browser: the search, sort and page survive an edit's save, Back and a delete; an
// add turns the list to the new row's page and highlights it there; a copied address opens the same view; an
// address the list cannot read opens its first page; a saved record deleted meanwhile shows nowhere.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commonTexts, site, type MasterData } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import {
  atList,
  bodyRows,
  choose,
  dialog,
  expectResult,
  fill,
  openList,
  saveAndRead,
  search,
  addButton,
} from './pageSteps.ts';
import { siteBody } from './sampleRecords.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let page: Page;
let api: AdminApi;
const tag = String(Date.now() % 100000).padStart(5, '0');
/** The state, district and block names of siteBody's place. */
let place: string[];

/** `count` sites named `<prefix> <tag> 01`..., each test its own, so that no test changes another's rows. */
const addSites = async (prefix: string, count: number) => {
  for (let n = count; n >= 1; n -= 1) {
    const number = String(n).padStart(2, '0');
    await api(site.endpoints.add, siteBody(`${prefix} ${tag} ${number}`, `${prefix}-${tag}-${number}`));
  }
};
const named = (prefix: string, numbers: number[]) =>
  numbers.map((n) => `${prefix} ${tag} ${String(n).padStart(2, '0')}`);
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

const names = (page: Page) => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
const searchBox = (page: Page) => page.getByPlaceholder(commonTexts.searchPlaceholder);
const savedRow = (page: Page) => page.locator('[data-saved-row]');
const rowOf = (page: Page, name: string) => bodyRows(page).filter({ hasText: name });
/** Sorts by name: a click toggles the order the header holds, so a second one waits until it offers descending. */
const sortByName = (page: Page, order: 'ascending' | 'descending' = 'ascending') =>
  order === 'ascending'
    ? page.getByRole('columnheader', { name: 'Site name' }).getByText('Site name').click()
    : page.getByRole('button', { name: 'Sort by Site name descending' }).click();

/** The list's view as its address names it. */
const viewOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** Searches, sorts by name (descending when asked) and turns to `page`, each step seen on screen. */
const openView = async (
  page: Page,
  prefix: string,
  descending: boolean,
  pageNumber: number,
  first: string[],
) => {
  await openList(page, site);
  await search(page, `${prefix} ${tag}`, 10);
  await sortByName(page);
  if (descending) {
    await expect.poll(async () => (await names(page))[0]).toBe(named(prefix, [1])[0]);
    await sortByName(page, 'descending');
    // The header offers ascending once the descending sort took: a page turned before that turns the ascending
    // order's page (the pagination's handler still holds the old sort).
    await page.getByRole('button', { name: 'Sort by Site name ascending' }).waitFor();
  }
  for (let n = 1; n < pageNumber; n += 1) await page.getByRole('button', { name: /next page/i }).click();
  await expect.poll(() => names(page)).toEqual(first);
};

const fillNewSite = async (page: Page, name: string, code: string) => {
  await fill(page, site, 'site_name', name);
  await fill(page, site, 'mhu', 'MHU-7');
  await fill(page, site, 'site_code', code);
  await choose(page, site, 'days', 'Monday');
  await choose(page, site, 'state_id', place[0]);
  await choose(page, site, 'district_id', place[1]);
  await choose(page, site, 'block_id', place[2]);
};

/** Whether the element lies wholly inside the window. */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const data = await api<MasterData>('master_data');
  const { state_id, district_id, block_id } = siteBody('', '');
  place = [
    data.state.find((row) => row.state_id === state_id)?.state_name,
    data.district.find((row) => row.district_id === district_id)?.district_name,
    data.block.find((row) => row.block_id === block_id)?.block_name,
  ].map(String);
  await Promise.all([
    addSites('Keep', 23),
    addSites('Add', 21),
    addSites('Copy', 23),
    addSites('Odd', 3),
    addSites('Out', 3),
  ]);
  // One page, signed in once: each test loads its list afresh (the app keeps no list state across a page load).
  page = await newPage(browser);
  await signIn(page);
});
beforeEach(async () => {
  // The highlight test leaves the window at a phone's width.
  await page.setViewportSize({ width: 1280, height: 800 });
});
afterAll(async () => {
  await browser?.close();
});

describe('a list keeps its place', () => {
  it(
    'keeps its search, sort and page through an edit and save, Back and a delete',
    { timeout: scaled(120_000) },
    async () => {
      const pageTwo = named('Keep', range(13, 4));
      await openView(page, 'Keep', true, 2, pageTwo);
      const view = viewOf(page.url());
      expect(view).toMatchObject({ page: '2', sort: 'site_name', order: 'DESC' });

      await rowOf(page, named('Keep', [10])[0])
        .getByRole('link', { name: 'Edit' })
        .click();
      await page.getByRole('heading', { name: site.texts.editHeading, exact: true }).waitFor();
      await fill(page, site, 'mhu', 'MHU-EDITED');
      await saveAndRead(page, site.endpoints.edit);
      await expectResult(page, commonTexts.updatedTitle, site.texts.updated, 'list-place-edit-saved');
      await page.waitForURL(atList(site));
      await expect.poll(() => names(page)).toEqual(pageTwo);
      expect(viewOf(page.url())).toEqual(view);
      expect(await searchBox(page).inputValue()).toBe(`Keep ${tag}`);
      await expect.poll(() => savedRow(page).innerText()).toContain('MHU-EDITED');

      await rowOf(page, named('Keep', [5])[0])
        .getByRole('link', { name: 'Edit' })
        .click();
      await page.getByRole('heading', { name: site.texts.editHeading, exact: true }).waitFor();
      await page.goBack();
      await expect.poll(() => names(page)).toEqual(pageTwo);
      expect(viewOf(page.url())).toEqual(view);
      expect(await searchBox(page).inputValue()).toBe(`Keep ${tag}`);

      await rowOf(page, named('Keep', [4])[0])
        .getByRole('button', { name: 'Delete' })
        .click();
      await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
      await dialog(page).getByRole('heading', { name: commonTexts.deletedTitle, exact: true }).waitFor();
      await dialog(page).getByRole('button').click();
      await expect.poll(() => names(page)).toEqual(named('Keep', [...range(13, 5), 3]));
      expect(viewOf(page.url())).toEqual(view);
    },
  );

  it(
    'turns to the page of a record just added and highlights it there',
    { timeout: scaled(120_000) },
    async () => {
      await openView(page, 'Add', false, 1, named('Add', range(1, 10)));
      await addButton(page, site.texts.addButton).click();
      await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
      const added = `Add ${tag} 99`;
      await fillNewSite(page, added, `Add-${tag}-99`);
      await saveAndRead(page, site.endpoints.add);
      await expectResult(page, commonTexts.addedTitle, site.texts.added, 'list-place-added');
      await page.waitForURL(atList(site));
      // 22 rows by name: the new one is the last, on page 3 beside the 21st.
      await expect.poll(() => names(page)).toEqual([...named('Add', [21]), added]);
      expect(viewOf(page.url())).toMatchObject({ page: '3', sort: 'site_name', order: 'ASC' });
      expect(await searchBox(page).inputValue()).toBe(`Add ${tag}`);
      await expect.poll(() => savedRow(page).innerText()).toContain(added);
      expect(await onScreen(page, '[data-saved-row]')).toBe(true);

      // Its highlight, held still, at a desktop's, a tablet's and a phone's width.
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
      for (const [width, height] of [
        [1366, 800],
        [820, 1180],
        [390, 844],
      ]) {
        await page.setViewportSize({ width, height });
        await savedRow(page).first().waitFor();
        await page.evaluate(() =>
          document.getAnimations().forEach((animation) => ((animation.currentTime = 600), animation.pause())),
        );
        await screenshot(page, `list-place-highlight-${width}`);
      }
    },
  );

  it(
    'shows a record saved out of the search above the page, with a note',
    { timeout: scaled(120_000) },
    async () => {
      await openList(page, site);
      await search(page, `Out ${tag}`, 3);
      await rowOf(page, named('Out', [2])[0])
        .getByRole('link', { name: 'Edit' })
        .click();
      await page.getByRole('heading', { name: site.texts.editHeading, exact: true }).waitFor();
      await fill(page, site, 'site_name', `Moved ${tag}`);
      await saveAndRead(page, site.endpoints.edit);
      await expectResult(page, commonTexts.updatedTitle, site.texts.updated, 'list-place-moved-saved');
      await page.waitForURL(atList(site));
      const above = page.getByRole('region', { name: crudTexts.savedElsewhere });
      await expect.poll(() => savedRow(page).innerText()).toContain(`Moved ${tag}`);
      expect(await above.locator('[data-saved-row]').count()).toBe(1);
      expect(await searchBox(page).inputValue()).toBe(`Out ${tag}`);
      expect(await page.getByRole('table').last().locator('tbody td:nth-child(3)').allInnerTexts()).toEqual(
        named('Out', [3, 1]),
      );
      await screenshot(page, 'list-place-saved-above');
    },
  );

  it('opens the same view from a copied address', { timeout: scaled(120_000) }, async () => {
    await openView(page, 'Copy', true, 1, named('Copy', range(23, 14)));
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect.poll(() => names(page)).toEqual(named('Copy', range(23, 4)));
    await page.getByRole('button', { name: /next page/i }).click();
    const pageTwo = named('Copy', range(3, 1));
    await expect.poll(() => names(page)).toEqual(pageTwo);

    // Another browser, signed in there.
    const copied = await newPage(browser);
    await signIn(copied);
    await copied.goto(page.url());
    await expect.poll(() => names(copied)).toEqual(pageTwo);
    expect(await searchBox(copied).inputValue()).toBe(`Copy ${tag}`);
    expect(viewOf(copied.url())).toEqual(viewOf(page.url()));
    await copied.getByText('21-23 of 23').waitFor();
    await copied.context().close();
  });

  it(
    'opens its first page in the default order for an address it cannot read',
    { timeout: scaled(120_000) },
    async () => {
      const searched = JSON.stringify({ q: `Odd ${tag}` });
      for (const query of [
        `sort=no_such_column&order=DESC&page=3&filter=${encodeURIComponent(searched)}`,
        'filter=%7Bnot%20json&page=2',
        `filter=${encodeURIComponent(JSON.stringify({ q: { $ne: 1 } }))}`,
        'perPage=100000',
      ]) {
        await page.goto(`${site.routes.list}?${query}`);
        await expect.poll(() => viewOf(page.url())).toMatchObject({ page: '1', sort: '', filter: '{}' });
        await bodyRows(page).first().waitFor();
        expect(await searchBox(page).inputValue()).toBe('');
        expect(await page.getByRole('alert').count()).toBe(0);
      }

      // A page past the last: the first page of the same search.
      await page.goto(`${site.routes.list}?page=999&perPage=10&filter=${encodeURIComponent(searched)}`);
      await expect.poll(() => names(page)).toEqual(named('Odd', range(3, 1)));
      await expect.poll(() => viewOf(page.url()).page).toBe('1');
      expect(await searchBox(page).inputValue()).toBe(`Odd ${tag}`);
    },
  );

  it(
    'shows no highlight and no error for a record deleted before the list shows it',
    { timeout: scaled(120_000) },
    async () => {
      await openList(page, site);
      await addButton(page, site.texts.addButton).click();
      await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
      await fillNewSite(page, `Gone ${tag}`, `Gone-${tag}`);
      const reply = (await saveAndRead(page, site.endpoints.add)) as { id?: number };
      await dialog(page).getByRole('heading', { name: commonTexts.addedTitle, exact: true }).waitFor();
      // Someone else deletes it while the result dialog is open.
      await api(`${site.endpoints.delete}/${reply.id}`);
      const lookedUp = page.waitForResponse((response) =>
        response.url().endsWith(`/api/${site.endpoints.get}/${reply.id}`),
      );
      await dialog(page).getByRole('button').click();
      await page.waitForURL(atList(site));
      expect((await lookedUp).status()).toBe(404);
      // Drawn after that answer: a search, then its rows.
      await search(page, named('Odd', [2])[0], 1);
      expect(await savedRow(page).count()).toBe(0);
      expect(await dialog(page).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    },
  );
});
