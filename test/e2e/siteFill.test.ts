// The add-driver form in the browser: choosing a site fills the MHU, state, district and block from it, and the
// mobile number asks a phone for its number pad.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { driver, type MasterData } from '../../resources/index.ts';
import { adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { choose, labelOf } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
const suffix = String(Date.now() % 100000);
const siteName = `Hillside ${suffix}`;
let place: { state: string; district: string; block: string };

/** A site in Uttarakhand's first district that has blocks, added through the API. */
const addSite = async () => {
  const api = await adminApi();
  const data = await api<MasterData>('master_data');
  const state = data.state.find((row) => row.state_id === 5) ?? data.state[0];
  const district = data.district.find(
    (row) => row.state_id === state.state_id && data.block.some((b) => b.district_id === row.district_id),
  )!;
  const block = data.block.find((row) => row.district_id === district.district_id)!;
  await api('sites_add', {
    site_name: siteName,
    mhu: `MHU-H${suffix}`,
    site_code: `HS-${suffix}`,
    days: 701,
    day_name: 'Monday',
    state_id: state.state_id,
    district_id: district.district_id,
    block_id: block.block_id,
  });
  place = { state: state.state_name, district: district.district_name, block: block.block_name };
};

beforeAll(async () => {
  browser = await launchBrowser();
  await addSite();
});
afterAll(async () => {
  await browser?.close();
});

describe('the add-driver form', () => {
  it(
    'fills the MHU, state, district and block from the chosen site',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await signIn(page);
      await page.goto(driver.routes.create);
      await page.getByRole('heading', { name: driver.texts.createHeading, exact: true }).waitFor();
      await choose(page, driver, 'site', siteName);
      const combobox = (name: string) =>
        page.getByRole('combobox', { name: labelOf(driver, name), exact: true });
      await expect
        .poll(() => page.getByLabel(labelOf(driver, 'mhu'), { exact: true }).inputValue())
        .toBe(`MHU-H${suffix}`);
      await expect.poll(() => combobox('state_id').innerText()).toBe(place.state);
      await expect.poll(() => combobox('district_id').innerText()).toBe(place.district);
      await expect.poll(() => combobox('block_id').innerText()).toBe(place.block);
      await screenshot(page, 'driver-site-filled');
    },
  );

  it('asks for a number pad on the mobile number', { timeout: scaled(60_000) }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await page.goto(driver.routes.create);
    const mobile = page.getByLabel(labelOf(driver, 'mobile_no'), { exact: true });
    expect(await mobile.getAttribute('inputmode')).toBe('numeric');
  });
});
