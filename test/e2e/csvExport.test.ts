// A list's Export button: the file holds the rows the search finds, all of them, in the list's order, with the
// list's labels and names, and opens in Excel (UTF-8 byte order mark).
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { exportedColumns } from '../../resources/csvExport.ts';
import { site, todayIso, type MasterData } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows, openList, search } from './pageSteps.ts';
import { siteBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let place: { state: string; district: string; block: string };
const suffix = String(Date.now() % 100000);

/** Himachal Pradesh (2) > Kullu (20) > Anni (168), built in; on Mondays (701). */
const addSite = (site_name: string, site_code: string) =>
  api(site.endpoints.add, siteBody(site_name, site_code));

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const data = await api<MasterData>('master_data');
  const nameOf = <R extends Record<string, unknown>>(rows: R[], key: string, id: number, label: string) =>
    String(rows.find((row) => row[key] === id)?.[label]);
  place = {
    state: nameOf(data.state, 'state_id', 2, 'state_name'),
    district: nameOf(data.district, 'district_id', 20, 'district_name'),
    block: nameOf(data.block, 'block_id', 168, 'block_name'),
  };
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks Export and answers the downloaded file's name and bytes. */
const exportList = async (page: Page) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await fs.readFile(await download.path()) };
};

const recordsOf = (bytes: Buffer): string[][] => parse(bytes.toString('utf8'), { bom: true });
const header = exportedColumns(site.columns).map((column) => column.label);

describe('exporting a list', () => {
  it(
    'downloads the rows the search finds, in the list order, as the list shows them',
    { timeout: scaled(90_000) },
    async () => {
      // Added out of name order; a fourth one the search does not find.
      await addSite(`Export ${suffix} बड़ा गाँव`, `EXB-${suffix}`);
      await addSite(`Export ${suffix} Chamba`, `=1+${suffix}`);
      await addSite(`Export ${suffix} Anni`, `EXA-${suffix}`);
      await addSite(`Elsewhere ${suffix}`, `EXD-${suffix}`);
      const page = await newPage(browser);
      await signIn(page);
      await openList(page, site);
      await search(page, `Export ${suffix}`, 3);
      await page.getByRole('columnheader', { name: 'Site name' }).getByText('Site name').click();
      const shown = () => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
      await expect.poll(async () => (await shown())[0]).toBe(`Export ${suffix} Anni`);
      const names = await shown();
      await screenshot(page, 'site-list-export');

      const file = await exportList(page);
      expect(file.name).toBe(`site-${todayIso()}.csv`);
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [labels, ...rows] = recordsOf(file.bytes);
      expect(labels).toEqual(header);
      expect(rows.map((row) => row[0])).toEqual(names);
      expect(names).toEqual(['Anni', 'Chamba', 'बड़ा गाँव'].map((name) => `Export ${suffix} ${name}`));
      // The list's texts and names; a code a spreadsheet would run kept as text.
      expect(rows[1]).toEqual([
        `Export ${suffix} Chamba`,
        `'=1+${suffix}`,
        'MHU-7',
        'Monday',
        place.state,
        place.district,
        place.block,
      ]);
    },
  );

  it('downloads all of a thousand rows, not a page', { timeout: scaled(180_000) }, async () => {
    const tag = `Bulk${suffix}`;
    const numbers = Array.from({ length: 1000 }, (_, n) => n);
    // Eight at a time: quick, and gentle on the suite's one server.
    for (let first = 0; first < numbers.length; first += 8)
      await Promise.all(numbers.slice(first, first + 8).map((n) => addSite(`${tag} ${n}`, `${tag}-${n}`)));
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, site);
    await search(page, tag, 10);
    await page.getByText('1-10 of 1000').waitFor();

    const [labels, ...rows] = recordsOf((await exportList(page)).bytes);
    expect(labels).toEqual(header);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(numbers.map((n) => `${tag} ${n}`)));
  });
});
