// A long form on a phone: its parts under their headings (person, location, posting) and Back and Save in view at
// the window's foot wherever the form is scrolled, in English and Hindi.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, driver } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { common, crud } from '../../src/i18n/hi/crud.ts';
import { launchBrowser, screenshot } from './browser.ts';
import { pageOfSize, phone } from './phoneSteps.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await pageOfSize(browser, phone);
});
afterAll(async () => {
  await browser?.close();
});

/** True when the element lies wholly inside the window as it is drawn now (no scrolling to it). */
const inWindow = (locator: ReturnType<Page['getByRole']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

const expectPartsAndSave = async (parts: string[], save: string, shot: string) => {
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(parts);
  const saveButton = page.getByRole('button', { name: save, exact: true });
  expect(await inWindow(saveButton)).toBe(true);
  await screenshot(page, `${shot}-top`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  expect(await inWindow(saveButton)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await inWindow(saveButton)).toBe(true);
  await screenshot(page, `${shot}-end`);
};

describe('the driver form on a phone', () => {
  it('shows its parts under their headings and keeps Save in view as it scrolls', async () => {
    await page.goto(driver.routes.create);
    const { person, location, posting } = crudTexts.sections;
    await expectPartsAndSave([person, location, posting], commonTexts.save, 'phone-driver-form');
  });

  it('does so in Hindi too', async () => {
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('hi')));
    await page.goto(driver.routes.create);
    const { person, location, posting } = crud.sections;
    await expectPartsAndSave([person, location, posting], common.save, 'phone-driver-form-hi');
  });
});
