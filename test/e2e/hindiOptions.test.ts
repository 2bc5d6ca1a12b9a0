// Hindi in the browser: the option lists the product seeds and the role names come from master data in Hindi,
// on the driver form, in the sites list's Day column and in the users list's Role column; a record chosen in
// Hindi stores the same id as in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, resources, site, user, type MasterData } from '../../resources/index.ts';
import { loadHindiMessages } from '../../src/i18n/hi/index.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { e2eAdmin } from './admin.ts';
import { adminApi, launchBrowser, newPage, screenshot, signIn, type AdminApi } from './browser.ts';
import { bodyRows, dialog, ROW_CELLS } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let masterData: MasterData;
const hindi = await loadHindiMessages();
const suffix = String(Date.now() % 100000);
const siteCode = `HO-${suffix}`;

/** A day other than the first, so the list shows a name that was chosen, not a default. */
const dayOf = (data: MasterData) => data.mst_common.filter((row) => row.flag === 7)[2];

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  masterData = await api<MasterData>('master_data');
  const district = masterData.district.find((row) =>
    masterData.block.some((block) => block.district_id === row.district_id),
  )!;
  const block = masterData.block.find((row) => row.district_id === district.district_id)!;
  const day = dayOf(masterData);
  await api('sites_add', {
    site_name: `Hindi days ${suffix}`,
    mhu: `MHU-${suffix}`,
    site_code: siteCode,
    days: day.common_id,
    day_name: day.value,
    state_id: district.state_id,
    district_id: district.district_id,
    block_id: block.block_id,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in, then switched to Hindi as the user menu would (the choice is kept in local storage). */
const hindiPage = async (): Promise<Page> => {
  const page = await newPage(browser);
  await signIn(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LOCALE_KEY, JSON.stringify('hi')]);
  return page;
};

const hindiOf = async (name: string) => (await resources.find((r) => r.name === name)!.hindi()).hi;

describe('the seeded option lists in Hindi', () => {
  it('are offered by their Hindi names on the driver form', { timeout: scaled(90_000) }, async () => {
    const page = await hindiPage();
    const { texts, fields } = await hindiOf(driver.name);
    await page.goto(driver.routes.create);
    await page.getByRole('heading', { name: texts.createHeading, exact: true }).waitFor();
    const selects = driver.fields.filter(
      (field) => !field.hidden && field.source?.collection === 'mst_common',
    );
    expect(selects.length).toBeGreaterThan(0);
    for (const field of selects) {
      const flag = Number(field.source?.filter?.flag);
      const expected = masterData.mst_common.filter((row) => row.flag === flag).map((row) => row.value_hi);
      await page.getByRole('combobox', { name: new RegExp(`^${fields[field.name]}`) }).click();
      const listbox = page.getByRole('listbox');
      // The first option is the empty choice.
      const named = async () =>
        (await listbox.getByRole('option').allInnerTexts()).filter((text) => text.trim());
      await expect.poll(named).toEqual(expected);
      if (field === selects[0]) await screenshot(page, `hi-driver-${field.name}-options`);
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });
    }
    await screenshot(page, 'hi-driver-form');
  });

  it(
    "show a site's stored day by its Hindi name in the sites list",
    { timeout: scaled(90_000) },
    async () => {
      const page = await hindiPage();
      await page.goto(site.routes.list);
      await page
        .getByRole('heading', { name: (await hindiOf(site.name)).texts.listHeading, exact: true })
        .waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByPlaceholder(hindi.common.searchPlaceholder).fill(siteCode);
      await expect.poll(() => bodyRows(page).allInnerTexts()).toHaveLength(1);
      const row = bodyRows(page).first();
      await expect.poll(() => row.innerText()).toContain(dayOf(masterData).value_hi ?? '');
      expect(await row.innerText()).not.toContain(dayOf(masterData).value);
      await screenshot(page, 'hi-site-list');
    },
  );

  it('show the role names in Hindi in the users list', { timeout: scaled(90_000) }, async () => {
    const page = await hindiPage();
    await page.goto(user.routes.list);
    await page
      .getByRole('heading', { name: (await hindiOf(user.name)).texts.listHeading, exact: true })
      .waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    // The suite's administrator, found by email whatever other files added.
    await page.getByPlaceholder(hindi.common.searchPlaceholder).fill(e2eAdmin.email);
    await expect.poll(() => bodyRows(page).allInnerTexts()).toHaveLength(1);
    const administrator = masterData.mst_roles.find((role) => role.role_id === 1)!;
    const roleColumn = user.columns.findIndex((column) => column.source === 'role_id');
    const roleCell = bodyRows(page).first().locator(ROW_CELLS).nth(roleColumn);
    await expect.poll(() => roleCell.innerText()).toBe(administrator.role_name_hi);
    await screenshot(page, 'hi-user-list');
  });
});
