// Importing sites from a CSV file through the UI on the real server: the list's Import button, the preview
// with a bad row's error in place, the import, its summary, the new rows in the list, the rejected rows' file.
import fs from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../resources/index.ts';
import { launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { atList, bodyRows, openList, search } from './pageSteps.ts';

let browser: Browser;
let page: Page;
const suffix = String(Date.now() % 100000);

/** Two good sites and, between them, one whose district is of another state; ';'-separated with a BOM. */
const siteFile = () =>
  Buffer.from(
    stringify(
      [
        ['S.No.', 'Site name', 'Site code', 'MHU', 'Day', 'State', 'District', 'Block'],
        [
          '1',
          `Imported North ${suffix}`,
          `IMN-${suffix}`,
          'MHU-1',
          'Monday',
          'HIMACHAL PRADESH',
          'KULLU',
          'ANNI',
        ],
        [
          '2',
          `Imported Wrong ${suffix}`,
          `IMW-${suffix}`,
          'MHU-2',
          'Tuesday',
          'HIMACHAL PRADESH',
          'DEHRADUN',
          'ANNI',
        ],
        ['3', `Imported South ${suffix}`, `IMS-${suffix}`, "'-3", 'Friday', '2', '20', '169'],
      ],
      { bom: true, delimiter: ';' },
    ),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('importing sites from a CSV file', () => {
  it('opens the import screen from the list', async () => {
    await openList(page, site);
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL('**/import/site');
    await page.getByRole('heading', { name: 'Manage Site: import from CSV' }).waitFor();
  });

  it('previews the rows with the bad row’s error in place', async () => {
    await page.getByTestId('csv-file').setInputFiles({
      name: 'sites.csv',
      mimeType: 'text/csv',
      buffer: siteFile(),
    });
    await page.getByText('Ignored columns (not part of this list): S.No.').waitFor();
    const wrong = bodyRows(page).nth(1);
    await expect.poll(() => wrong.getAttribute('data-row-status')).toBe('error');
    await expect
      .poll(() => wrong.locator('td').last().textContent())
      .toBe('Choose a district of the chosen state');
    expect(await bodyRows(page).nth(0).locator('td').last().textContent()).toBe('New');
    expect(await bodyRows(page).nth(2).locator('td').nth(3).textContent()).toBe('-3');
    await page.getByText('1 row has errors and will not be imported').waitFor();
    await page.screenshot({ path: '/tmp/csv-import-preview.png', fullPage: true });
    await screenshot(page, 'csv-import-preview');
  });

  it('imports the valid rows and sums up', async () => {
    await page.getByRole('button', { name: 'Import 2 valid rows' }).click();
    await page.getByRole('status').getByText('Added 2, updated 0, skipped 0, rejected 1.').waitFor();
    await page.screenshot({ path: '/tmp/csv-import-summary.png', fullPage: true });
    await screenshot(page, 'csv-import-summary');
  });

  it('downloads the rejected rows with their reason', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('site-rejected.csv');
    const text = await fs.readFile((await download.path())!, 'utf8');
    expect(text).toBe(
      '\uFEFFS.No.,Site name,Site code,MHU,Day,State,District,Block,Reason\n' +
        `2,Imported Wrong ${suffix},IMW-${suffix},MHU-2,Tuesday,HIMACHAL PRADESH,DEHRADUN,ANNI,` +
        'Choose a district of the chosen state\n',
    );
  });

  it('shows the new sites in the list', async () => {
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL(atList(site));
    await search(page, suffix, 2);
    const texts = await bodyRows(page).allTextContents();
    expect(texts.join('\n')).toContain(`IMN-${suffix}`);
    expect(texts.join('\n')).toContain(`IMS-${suffix}`);
    expect(texts.join('\n')).not.toContain(`IMW-${suffix}`);
  });
});
