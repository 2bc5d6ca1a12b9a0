// A list whose fetch the server fails, in the browser: no loading dialog left open, the server's message and Retry
// in place of the table, and the rows once Retry finds the server well again (decision 024).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../resources/index.ts';
import { adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { dialog, emptyListText, search } from './pageSteps.ts';
import { siteBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

const busy = 'The database is busy.';
let browser: Browser;
let siteName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const tag = String(Date.now() % 100000).padStart(5, '0');
  siteName = `Retry Site ${tag}`;
  await (
    await adminApi()
  )(site.endpoints.add, siteBody(siteName, `RS-${tag}`));
});
afterAll(async () => {
  await browser?.close();
});

describe('a list whose fetch fails', () => {
  it(
    "shows the server's message and Retry, then the rows after Retry",
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await signIn(page);
      const listCall = `**/api/${site.endpoints.list}*`;
      await page.route(listCall, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: busy }),
        }),
      );
      await page.goto(site.routes.list);
      await page.getByText(busy).waitFor();
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
      expect(await page.getByText(emptyListText).count()).toBe(0);
      expect(await page.getByText(/\d+-\d+ of \d+/).count()).toBe(0);
      await screenshot(page, 'failed-list-load');

      await page.unroute(listCall);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: site.texts.listHeading, exact: true }).waitFor();
      // Other files' sites share this server: the new one is found by its name, whatever page it is on.
      await search(page, siteName, 1);
      expect(await page.getByText(busy).count()).toBe(0);
    },
  );
});
