// The sidebar on a tablet (a touch screen, 820 × 1180): a tap on an entry never leaves it expanded, the header's
// menu button opens it and a tap on the page closes it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../resources/index.ts';
import { baseUrl, launchBrowser, screenshot, signIn } from './browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // A touch screen is what makes Chromium answer `(pointer: coarse)`.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    isMobile: false,
  });
  page = await context.newPage();
  await signIn(page);
  // The signed-in shell's code and messages load after the address changes: until then there is no sidebar.
  await page.getByRole('heading', { level: 1 }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

const sidebarIsOpen = () => page.locator('.RaSidebar-open').count();
/** The sidebar's drawn width, which eases between open (260 px) and collapsed (55 px). */
const sidebarWidth = () =>
  page.locator('.RaSidebar-fixed').evaluate((element) => element.getBoundingClientRect().width);
const usersHeading = () => page.getByRole('heading', { name: user.texts.listHeading, exact: true });

describe('the sidebar on a tablet', () => {
  it('is on a screen whose pointer is coarse', async () => {
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  });

  it('stays collapsed, with no tooltip, after a tap on an entry', async () => {
    await page.getByRole('menuitem', { name: user.texts.listHeading }).tap();
    await usersHeading().waitFor();
    expect(await sidebarIsOpen()).toBe(0);
    expect(await page.getByRole('tooltip').count()).toBe(0);
  });

  it('opens from the header’s menu button and closes on a tap on the page', async () => {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect.poll(sidebarIsOpen).toBe(1);
    await expect.poll(sidebarWidth).toBe(260);
    await screenshot(page, 'touch-sidebar-open');
    await usersHeading().tap();
    await expect.poll(sidebarIsOpen).toBe(0);
    await expect.poll(sidebarWidth).toBe(55);
    await screenshot(page, 'touch-sidebar-closed');
  });
});
