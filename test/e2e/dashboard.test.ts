// The dashboard in a real browser: sites and drivers added through the API show in its charts; choosing a state
// (by keyboard) drills down to its districts, and a figure or a bar opens its list filtered exactly to it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageFromDob, driver, site, type MasterData, type RecordOf } from '../../resources/index.ts';
import { type AdminApi, adminApi, baseUrl, launchBrowser, screenshot, signIn } from './browser.ts';
import { atList, bodyRows } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
const suffix = String(Date.now() % 100000);
const mhu = `MHU-D${suffix}`;
/** Odisha, a built-in state no other browser test adds to, and two of its districts. */
const STATE_ID = 21;
let state: string;
let districts: { district_id: number; district_name: string; block_id: number }[];

const addSite = async (
  name: string,
  place: (typeof districts)[number],
  day: { common_id: number; value: string },
) =>
  api(site.endpoints.add, {
    id: '',
    site_name: `${name} ${suffix}`,
    mhu: `MHU-S${suffix}`,
    // Codes are unique: each site's from its name.
    site_code: `DB-${name.split(' ')[1]}-${suffix}`,
    days: day.common_id,
    day_name: day.value,
    state_id: STATE_ID,
    district_id: place.district_id,
    block_id: place.block_id,
  });

const addDriver = async (name: string, siteId: number, place: (typeof districts)[number]) => {
  const values = {
    id: '',
    driver_name: `${name} ${suffix}`,
    card_holder_id: 2,
    mhu,
    site: siteId,
    dob: '1990-06-15',
    mobile_no: '9876500000',
    gender: 201,
    id_card: 2,
    spouse_parent_name: 'Ravi',
    relationship: 901,
    age: ageFromDob('1990-06-15') ?? '',
    city_village: 'Sambalpur',
    state_id: STATE_ID,
    district_id: place.district_id,
    block_id: place.block_id,
  };
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, String(value));
  await api(driver.endpoints.add, body);
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const master = await api<MasterData>('master_data');
  state = master.state.find((row) => row.state_id === STATE_ID)!.state_name;
  districts = master.district
    .filter((row) => row.state_id === STATE_ID)
    .slice(0, 2)
    .map((row) => ({
      ...row,
      block_id: master.block.find((b) => b.district_id === row.district_id)!.block_id,
    }));
  const [monday, , , , friday] = master.mst_common.filter((option) => option.flag === 7);
  await addSite('Dashboard Ward', districts[0], monday);
  await addSite('Dashboard Clinic', districts[0], monday);
  await addSite('Dashboard Camp', districts[1], friday);
  const ours = (await api<RecordOf<typeof site>[]>(site.endpoints.list)).find((row) =>
    row.site_name.endsWith(suffix),
  )!;
  await addDriver('Dashboard Driver', ours.id, districts[0]);
  await addDriver('Dashboard Relief', ours.id, districts[1]);
});
afterAll(async () => {
  await browser?.close();
});

const openDashboard = async (): Promise<Page> => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/dashboard');
  await page.getByLabel('Totals').waitFor();
  return page;
};

const chart = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

/** The list's rows once its filter applied: each row's text. */
const listedRows = async (page: Page, filter: Record<string, unknown>) => {
  await expect
    .poll(() => page.locator('[data-filter]').getAttribute('data-filter'))
    .toBe(JSON.stringify(filter));
  // The list's rows, not the blank placeholders it shows while it fetches them (a loaded run read five of those).
  await expect
    .poll(async () => {
      const rows = await bodyRows(page).allInnerTexts();
      return rows.length > 0 && rows.every((row) => row.trim() !== '');
    })
    .toBe(true);
  return bodyRows(page).allInnerTexts();
};

describe('the dashboard', () => {
  it('draws the per-state, weekday and MHU charts from the data', { timeout: scaled(120_000) }, async () => {
    const page = await openDashboard();
    for (const title of [/per state/, /per weekday/, /per MHU/])
      await chart(page, title).locator('.MuiBarChart-element').first().waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`^Drivers, ${mhu}: `) }).textContent())
      .toBe('2');
    await screenshot(page, 'dashboard-all-states');
  });

  it(
    'drills down to a state chosen by keyboard and opens a district’s filtered list',
    { timeout: scaled(120_000) },
    async () => {
      const page = await openDashboard();
      const select = page.getByRole('combobox', { name: 'State' });
      await select.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: state }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/dashboard?state=${STATE_ID}`);
      const [first, second] = districts.map((row) => row.district_name);
      await chart(page, new RegExp(`per district of ${state}`))
        .locator('.MuiBarChart-element')
        .first()
        .waitFor();
      await expect.poll(() => page.getByTestId('count-sites').textContent()).toBe('3');
      expect(await page.getByTestId('count-drivers').textContent()).toBe('2');
      await expect(page.getByRole('link', { name: `Sites, ${second}: 1` }).count()).resolves.toBe(1);
      await screenshot(page, 'dashboard-state');

      await page.getByRole('link', { name: `Sites, ${first}: 2` }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(atList(site));
      const rows = await listedRows(page, { state_id: STATE_ID, district_id: districts[0].district_id });
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.includes(first))).toBe(true);
      expect(rows.some((row) => row.includes(`Dashboard Ward ${suffix}`))).toBe(true);
      await screenshot(page, 'dashboard-district-list');
    },
  );

  it(
    'opens the driver list filtered to an MHU when its bar is clicked',
    { timeout: scaled(120_000) },
    async () => {
      const page = await openDashboard();
      await page.goto(`/dashboard?state=${STATE_ID}`);
      const mhuChart = chart(page, /per MHU/);
      // In this state only this test's drivers have an MHU: one group, its drivers' bar first.
      await expect.poll(() => mhuChart.getByRole('rowheader').allInnerTexts()).toEqual([mhu]);
      await mhuChart.locator('[data-series="drivers"] .MuiBarChart-element').first().click();
      await page.waitForURL(atList(driver));
      const rows = await listedRows(page, { state_id: STATE_ID, mhu });
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.includes(mhu))).toBe(true);
    },
  );
});
