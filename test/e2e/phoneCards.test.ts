// Phones and upright tablets in a real browser: at 390 and 820 px the restore bin, the CSV import preview and the
// activity show cards, with Restore, a row's error reason and a change's lines within the screen, no page wider than
// it, and no serious axe violation.
import { stringify } from 'csv-stringify/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyTexts, site } from '../../resources/index.ts';
import { blockingViolations } from './axe.ts';
import { type AdminApi, adminApi, launchBrowser, screenshot } from './browser.ts';
import { dialog } from './pageSteps.ts';
import { onScreen, pageOfSize, phone, sidewaysOverflow, tablet } from './phoneSteps.ts';
import { siteBody } from './sampleRecords.ts';

let browser: Browser;
let api: AdminApi;
let page: Page;
const run = String(Date.now() % 100000);
/** This size's records' names end with it, so the two sizes' records never meet. */
let suffix = run;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});
afterAll(async () => {
  await browser?.close();
});

/** Our sites' codes, one each. */
const codeOf = (name: string) => `PC-${suffix}-${name.split(' ')[0]}`;
const addSite = async (name: string) =>
  (await api<{ id: number }>(site.endpoints.add, siteBody(name, codeOf(name)))).id;

/** The cards of the page's list (its one list of records). */
const cards = () => page.getByRole('listitem');

/** The card holding `text`, paging on until it shows (other files' records may come first). */
const cardWith = async (text: string): Promise<Locator> => {
  const card = cards().filter({ hasText: text });
  const next = page.getByRole('button', { name: /next page/i });
  await cards().first().waitFor();
  while (!(await card.count()) && (await next.isEnabled())) {
    const first = await cards().first().innerText();
    await next.click();
    await expect.poll(() => cards().first().innerText()).not.toBe(first);
  }
  await card.first().waitFor();
  return card.first();
};

/** What a phone must never do: draw a table, be wider than the screen, or fail axe's serious rules. */
const expectCardsOnly = async () => {
  expect(await page.locator('table').count()).toBe(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
};

describe.each([
  ['phone', phone],
  ['tablet', tablet],
] as const)('on a %s', (device, size) => {
  beforeAll(async () => {
    await page?.close();
    page = await pageOfSize(browser, size);
    suffix = `${run}${size.width}`;
  });

  it('the bin shows each deleted record as a card with its Restore in view, which restores it', async () => {
    const name = `Binned Card Ward ${suffix}`;
    const id = await addSite(name);
    await api(`${site.endpoints.delete}/${id}`);
    await page.goto('/bin');
    const card = await cardWith(`#${id} ${name}`);
    const restore = card.getByRole('button', { name: 'Restore' });
    expect(await onScreen(page, restore)).toBe(true);
    await expectCardsOnly();
    await screenshot(page, `${device}-bin`);
    await restore.click();
    await dialog(page).getByRole('heading', { name: historyTexts.restoredTitle, exact: true }).waitFor();
    await dialog(page).getByRole('button').click();
    await card.waitFor({ state: 'detached' });
  });

  it("the import preview shows each row as a card with a bad row's reason in view", async () => {
    const file = stringify([
      ['Site name', 'Site code', 'MHU', 'Day', 'State', 'District', 'Block'],
      [`Card North ${suffix}`, `CN-${suffix}`, 'MHU-1', 'Monday', 'HIMACHAL PRADESH', 'KULLU', 'ANNI'],
      [`Card Wrong ${suffix}`, `CW-${suffix}`, 'MHU-2', 'Tuesday', 'HIMACHAL PRADESH', 'DEHRADUN', 'ANNI'],
    ]);
    await page.goto(`/import/${site.name}`);
    await page.getByTestId('csv-file').setInputFiles({
      name: 'sites.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    const wrong = cards().filter({ hasText: `Card Wrong ${suffix}` });
    const reason = wrong.getByText('Choose a district of the chosen state', { exact: true });
    await reason.waitFor();
    expect(await reason.getAttribute('data-row-status')).toBe('error');
    expect(await onScreen(page, reason)).toBe(true);
    const good = cards().filter({ hasText: `Card North ${suffix}` });
    expect(await onScreen(page, good.getByText('New', { exact: true }))).toBe(true);
    await expectCardsOnly();
    await screenshot(page, `${device}-import-preview`);
  });

  it("the activity shows each change as a card with its Changes' lines in view", async () => {
    const before = `Active Card Ward ${suffix}`;
    const id = await addSite(before);
    const after = `Renamed Card Ward ${suffix}`;
    await api(`${site.endpoints.edit}/${id}`, siteBody(after, codeOf(before)));
    await page.goto('/activity');
    const line = `Site name: ${before} → ${after}`;
    const card = await cardWith(line);
    expect(await card.innerText()).toContain(`#${id} ${after}`);
    const change = card.getByText(line, { exact: true });
    expect(await onScreen(page, change)).toBe(true);
    await expectCardsOnly();
    await screenshot(page, `${device}-activity`);
  });
});
