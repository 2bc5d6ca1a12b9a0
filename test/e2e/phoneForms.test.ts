// A long form on a phone: its parts under their headings (person, location, posting) and Back and Save in view at
// the window's foot wherever the form is scrolled, in English and Hindi.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, driver, user } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { common, crud } from '../../src/i18n/hi/crud.ts';
import { validUser } from '../fixtures/user.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
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

describe('the user edit screen on a phone', () => {
  /** Every button of the form's foot (History, Reset password, Back, Save) lies wholly across the window. */
  const expectButtonsOnScreen = async (save: string, shot: string) => {
    const toolbar = page.getByRole('button', { name: save, exact: true }).locator('xpath=..');
    await toolbar.waitFor();
    const boxes = await toolbar
      .getByRole('button')
      .or(toolbar.getByRole('link'))
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { name: button.textContent, left: box.left, right: box.right };
        }),
      );
    expect(boxes.map((box) => box.name)).toHaveLength(4);
    for (const box of boxes) {
      expect(box.left, box.name ?? '').toBeGreaterThanOrEqual(0);
      expect(box.right, box.name ?? '').toBeLessThanOrEqual(phone.width);
    }
    await screenshot(page, shot);
  };

  it('keeps History, Reset password, Back and Save on the screen, in English and Hindi', async () => {
    // Another user than the one signed in, whose password the administrator may reset.
    // Five digits always: the mobile number below must have ten.
    const tag = String(Date.now() % 100000).padStart(5, '0');
    const { id } = await (
      await adminApi()
    )<{ id: number }>(user.endpoints.add, {
      ...validUser({
        name: 'Phone buttons',
        email: `buttons-${tag}@example.org`,
        password: `buttons${tag}walk`,
      }),
      ...{ id: '', mobile_number: `98764${tag}`, program_id: '', project_id: '' },
    });
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('en')));
    await page.goto(`${user.routes.edit}/${id}`);
    await expectButtonsOnScreen(commonTexts.save, 'phone-user-edit-buttons');
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('hi')));
    await page.reload();
    await expectButtonsOnScreen(common.save, 'phone-user-edit-buttons-hi');
  });
});
