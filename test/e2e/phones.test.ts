// Phones in a real browser: no screen scrolls sideways at 360 px, lists are cards with the row's actions, forms
// take one column, dialogs fit, and the sidebar is a drawer the header's menu button opens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTexts } from '../../resources/csvImport/index.ts';
import { commonTexts, site, user, type MasterData, type RecordOf } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { type AdminApi, adminApi, launchBrowser } from './browser.ts';
import { everyScreen, type Screen } from './everyScreen.ts';
import { addButton, atList, dialog } from './pageSteps.ts';
import {
  cards,
  onScreen,
  openListScreen,
  pageOfSize,
  phone,
  sidewaysOverflow,
  smallPhone,
} from './phoneSteps.ts';
import { addSampleRecords, siteBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let ids: Record<string, number>;
let stateName: string;
/** Signed in at 360 × 740 once; each screen is opened in it. */
let small: Page;
const suffix = String(Date.now() % 100000);
/** Our sites' codes share this, so a search finds them all: 11 of them, two pages of cards. */
const codePrefix = `PW-${suffix}`;

const addSite = (n: number) =>
  api<{ id: number }>(
    site.endpoints.add,
    siteBody(`Phone Ward ${suffix}-${n}`, `${codePrefix}-${n}`, 'MHU-P7'),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  ids = await addSampleRecords(api);
  for (let n = 1; n <= 11; n += 1) await addSite(n);
  // The bin shows a deleted record (and its Restore button) whatever the other tests left there.
  await api(`${site.endpoints.delete}/${(await addSite(99)).id}`);
  stateName = (await api<MasterData>('master_data')).state.find((state) => state.state_id === 2)!.state_name;
  small = await pageOfSize(browser, smallPhone);
});
afterAll(async () => {
  await browser?.close();
});

describe('at 360 × 740 no screen scrolls sideways', () => {
  it.each(['/login', '/privacy-policy'])('%s, signed out', async (path) => {
    const page = await pageOfSize(browser, smallPhone, false);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it(
    'every signed-in screen',
    async () => {
      const screens: Screen[] = everyScreen(ids);
      for (const screen of screens) {
        await screen.open(small);
        expect(await sidewaysOverflow(small), screen.name).toBeLessThanOrEqual(0);
      }
    },
    scaled(300_000),
  );
});

describe('at 390 × 844 a list', () => {
  let page: Page;
  beforeAll(async () => {
    page = await pageOfSize(browser, phone);
  });

  it("shows each record as a card with its config's texts, '--' for an empty value, and no table", async () => {
    await openListScreen(page, site, `${site.routes.list}?q=${codePrefix}-2`);
    const card = cards(page).filter({ hasText: `Phone Ward ${suffix}-2` });
    expect((await card.innerText()).split('\n').filter(Boolean)).toEqual([
      `Phone Ward ${suffix}-2`,
      `Site code ${codePrefix}-2`,
      `State ${stateName}`,
    ]);
    expect(await page.locator('table').count()).toBe(0);

    // The administrator the suite starts with has no mobile number.
    const admin = (await api<RecordOf<typeof user>[]>(user.endpoints.list)).find((row) => row.role_id === 1)!;
    expect(admin.mobile_number ?? '').toBe('');
    await openListScreen(page, user, `${user.routes.list}?q=${encodeURIComponent(admin.email)}`);
    // The list may still draw its placeholder cards (blank lines) before the record's.
    const firstCard = async () =>
      (await cards(page).first().innerText()).split('\n').filter((line) => line.trim());
    await expect.poll(firstCard).toEqual([admin.name, 'Role Administrator', 'Mobile --']);
  });

  it("opens the record's edit screen from its card's Edit", async () => {
    await openListScreen(page, site, `${site.routes.list}?q=${codePrefix}-3`);
    await cards(page).first().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`${site.routes.edit}/\\d+$`));
    await page.getByRole('heading', { name: site.texts.editHeading, exact: true }).waitFor();
    expect(await page.getByLabel('Site code', { exact: true }).inputValue()).toBe(`${codePrefix}-3`);
  });

  it("asks the delete confirmation from its card's Delete, within the screen", async () => {
    await openListScreen(page, site, `${site.routes.list}?q=${codePrefix}-4`);
    await cards(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText(commonTexts.deleteConfirm, { exact: true }).waitFor();
    expect(await onScreen(page, dialog(page))).toBe(true);
    await dialog(page).getByRole('button', { name: commonTexts.confirmCancel }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(1);
  });

  it('keeps the search, Export, Import, Add and the pagination on screen, and pages on', async () => {
    await openListScreen(page, site);
    await page.getByPlaceholder(commonTexts.searchPlaceholder).fill(codePrefix);
    await expect.poll(() => page.locator('[data-search]').getAttribute('data-search')).toBe(codePrefix);
    await expect.poll(() => cards(page).count()).toBe(10);
    expect(await onScreen(page, page.getByPlaceholder(commonTexts.searchPlaceholder))).toBe(true);
    expect(await onScreen(page, addButton(page, site.texts.addButton))).toBe(true);
    expect(await onScreen(page, page.getByRole('button', { name: crudTexts.exportButton }))).toBe(true);
    expect(await onScreen(page, page.getByRole('link', { name: importTexts.button }))).toBe(true);
    const next = page.getByRole('button', { name: /next page/i });
    expect(await onScreen(page, next)).toBe(true);
    await next.click();
    await expect.poll(() => cards(page).count()).toBe(1);
  });
});

describe('at 360 × 740', () => {
  it('a form takes one column', async () => {
    await small.goto(site.routes.create);
    const left = async (label: string) => (await small.getByLabel(label, { exact: true }).boundingBox())?.x;
    await small.getByLabel('Site name', { exact: true }).waitFor();
    expect(await left('MHU')).toBe(await left('Site name'));
    expect(await left('Site code')).toBe(await left('Site name'));
  });

  it('the history dialog fits the screen', async () => {
    await small.goto(`${site.routes.edit}/${ids.site}`);
    await small.getByRole('button', { name: 'History' }).click();
    await dialog(small)
      .getByText(/Added by/)
      .first()
      .waitFor();
    expect(await onScreen(small, dialog(small))).toBe(true);
    expect(await sidewaysOverflow(small)).toBeLessThanOrEqual(0);
  });
});

describe('at 390 × 844 the sidebar', () => {
  it("is a drawer the header's menu button opens and a choice closes", async () => {
    const page = await pageOfSize(browser, phone);
    const entry = page.getByRole('menuitem', { name: user.texts.menuLabel });
    expect(await entry.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await entry.waitFor();
    expect(await onScreen(page, entry)).toBe(true);
    await entry.click();
    await page.waitForURL(atList(user));
    await entry.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: user.texts.listHeading, exact: true }).waitFor();
  });
});
