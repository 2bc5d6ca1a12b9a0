// A list's field filters in the browser: a choice filter applies with the search, stays in the address through a
// reload, and limits the exported file; a dashboard link filters exactly (MHU-1 is not MHU-10); a filter naming
// something that no longer exists shows as unknown over an empty list with a note. Screenshots of the filters on a
// desktop and a phone, in English and Hindi.
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, site, type MasterData, type RecordOf } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { validFieldWorker } from '../fixtures/fieldWorker.ts';
import { type AdminApi, adminApi, launchBrowser, screenshot } from './browser.ts';
import { atList, bodyRows, choose, labelOf, openList, search } from './pageSteps.ts';
import { desktop, pageOfSize, phone } from './phoneSteps.ts';
import { siteBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
const tag = String(Date.now() % 100000).padStart(5, '0');
/** Two MHUs, one the other's start: an exact filter tells them apart, a search does not. */
const [mhuOne, mhuTen] = [`MHU-F${tag}-1`, `MHU-F${tag}-10`];
let days: { monday: { id: number; name: string }; friday: { id: number; name: string } };

const addSite = (name: string, mhu: string, day: { id: number; name: string }) =>
  api(site.endpoints.add, {
    ...siteBody(`Filter ${tag} ${name}`, `FLT-${tag}-${name}`, mhu),
    days: day.id,
    day_name: day.name,
  });

const addDriver = async (name: string, mhu: string, siteId: number, number: number) => {
  const body = new FormData();
  const values = validFieldWorker('driver_name', siteId, {
    driver_name: `Filter ${tag} ${name}`,
    mhu,
    mobile_no: `9${tag}${number}000`,
  });
  for (const [key, value] of Object.entries(values)) body.append(key, String(value));
  await api(driver.endpoints.add, body);
};

/** The list's filter once applied, as its screen says. */
const appliedFilter = (page: Page) =>
  page
    .locator('[data-filter]')
    .getAttribute('data-filter')
    .then((text) => JSON.parse(text ?? '{}') as unknown);

/** The address's filter, read back from its JSON. */
const addressFilter = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as unknown;

// The second column, the name (a list's nth-child counts the row's checkbox first).
const names = (page: Page) => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();

/** Clicks Export and answers the downloaded file's rows, the header first. */
const exportedRows = async (page: Page): Promise<string[][]> => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: crudTexts.exportButton }).click();
  const download = await downloading;
  return parse((await fs.readFile(await download.path())).toString('utf8'), { bom: true });
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const master = await api<MasterData>('master_data');
  const [monday, , , , friday] = master.mst_common
    .filter((option) => option.flag === 7)
    .map((option) => ({ id: option.common_id, name: option.value }));
  days = { monday, friday };
  await addSite('Anni', mhuOne, monday);
  await addSite('Banjar', mhuTen, monday);
  await addSite('Chamba', mhuOne, friday);
  const ours = (await api<RecordOf<typeof site>[]>(site.endpoints.list)).find(
    (row) => row.site_name === `Filter ${tag} Anni`,
  )!;
  await addDriver('One', mhuOne, ours.id, 1);
  await addDriver('Ten', mhuTen, ours.id, 2);
});
afterAll(async () => {
  await browser?.close();
});

describe('field filters', () => {
  it(
    'filter by a choice with the search, keep it in the address through a reload, and limit the export',
    { timeout: scaled(120_000) },
    async () => {
      const page = await pageOfSize(browser, desktop);
      await openList(page, site);
      await search(page, `Filter ${tag}`, 3);
      await choose(page, site, 'days', days.monday.name);
      const filter = { q: `Filter ${tag}`, days: days.monday.id };
      await expect.poll(() => appliedFilter(page)).toEqual(filter);
      await expect.poll(() => names(page)).toEqual([`Filter ${tag} Anni`, `Filter ${tag} Banjar`]);
      expect(addressFilter(page)).toEqual(filter);

      await page.reload();
      await bodyRows(page).first().waitFor();
      await expect.poll(() => appliedFilter(page)).toEqual(filter);
      await expect.poll(() => names(page)).toEqual([`Filter ${tag} Anni`, `Filter ${tag} Banjar`]);
      const day = page.getByRole('combobox', { name: labelOf(site, 'days'), exact: true });
      await expect.poll(() => day.textContent()).toBe(days.monday.name);

      const [header, ...rows] = await exportedRows(page);
      expect(header[0]).toBe(site.columns[1].label);
      expect(rows.map((row) => row[0])).toEqual([`Filter ${tag} Anni`, `Filter ${tag} Banjar`]);

      await page.getByRole('button', { name: crudTexts.filters.clear }).click();
      await expect.poll(() => appliedFilter(page)).toEqual({ q: `Filter ${tag}` });
      await expect.poll(() => names(page).then((shown) => shown.length)).toBe(3);
    },
  );

  it(
    'open a dashboard figure’s list filtered exactly: MHU-1 does not find MHU-10',
    { timeout: scaled(120_000) },
    async () => {
      const page = await pageOfSize(browser, desktop);
      await page.goto('/dashboard');
      await page.getByRole('link', { name: `Drivers, ${mhuOne}: 1` }).click();
      await page.waitForURL(atList(driver));
      await expect.poll(() => appliedFilter(page)).toEqual({ mhu: mhuOne });
      await expect.poll(() => names(page)).toEqual([`Filter ${tag} One`]);
      // The search for the same text finds both: the reason the links filter.
      await page.goto(`${driver.routes.list}?q=${mhuOne}`);
      await expect.poll(() => names(page).then((shown) => shown.length)).toBe(2);
    },
  );

  it('show a filter naming what no longer exists as unknown, over an empty list with a note', async () => {
    const page = await pageOfSize(browser, desktop);
    const gone = 999_999;
    await page.goto(`${site.routes.list}?filter=${JSON.stringify({ district_id: gone })}`);
    const note = crudTexts.filters.gone.replace('%{fields}', labelOf(site, 'district_id'));
    await page.getByRole('note').filter({ hasText: note }).waitFor();
    expect(await bodyRows(page).count()).toBe(0);
    const district = page.getByRole('combobox', { name: labelOf(site, 'district_id'), exact: true });
    expect(await district.textContent()).toBe(crudTexts.filters.unknown.replace('%{value}', String(gone)));
    await screenshot(page, 'filters-unknown-value');
  });

  it('refuse a filter the list does not declare: the list opens unfiltered', async () => {
    const page = await pageOfSize(browser, desktop);
    const undeclared = site.fields.find((field) => !site.filters?.includes(field.name))!.name;
    await page.goto(`${site.routes.list}?filter=${JSON.stringify({ [undeclared]: 'x' })}`);
    await expect.poll(() => appliedFilter(page)).toEqual({});
    expect(addressFilter(page)).toEqual({});
  });

  it(
    'draw the filters on a desktop and a phone, in English and Hindi',
    { timeout: scaled(120_000) },
    async () => {
      const address = `${site.routes.list}?filter=${JSON.stringify({ state_id: 2, days: days.monday.id })}`;
      for (const [size, width] of [
        [desktop, 'desktop'],
        [phone, 'phone'],
      ] as const) {
        for (const locale of ['en', 'hi']) {
          const page = await pageOfSize(browser, size);
          await page.evaluate((chosen) => localStorage.setItem('locale', JSON.stringify(chosen)), locale);
          await page.goto(address);
          await bodyRows(page).or(page.locator('[data-search] li')).first().waitFor();
          if (width === 'phone') {
            await page.getByRole('button', { name: /^(Filters|फ़िल्टर)/ }).click();
            await page.getByRole('button', { name: /^(Close|बंद करें)$/ }).waitFor();
            // The drawer slides up: drawn once it is still (its transition ended).
            await page.waitForFunction(() => document.getAnimations().length === 0);
          }
          await screenshot(page, `filters-${width}-${locale}`);
          await page.context().close();
        }
      }
    },
  );
});
