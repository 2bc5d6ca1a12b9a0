// Every list, add form and edit form on a phone (390 × 844) and a desktop (1366 × 800), saved as screenshots for
// people to look at (phone-site-list, desktop-site-edit...); none of them scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, resources } from '../../resources/index.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
import { desktop, openListScreen, pageOfSize, phone, sidewaysOverflow } from './phoneSteps.ts';
import { addSampleRecords } from './sampleRecords.ts';

let browser: Browser;
let ids: Record<string, number>;

beforeAll(async () => {
  browser = await launchBrowser();
  ids = await addSampleRecords(await adminApi());
});
afterAll(async () => {
  await browser?.close();
});

const openForm = async (page: Page, path: string) => {
  await page.goto(path);
  await page.getByRole('button', { name: commonTexts.save }).waitFor();
};

describe.each([
  ['phone', phone],
  ['desktop', desktop],
])('on a %s', (device, size) => {
  let page: Page;
  beforeAll(async () => {
    page = await pageOfSize(browser, size);
  });

  it.each(resources.map((config) => [config.name, config] as const))(
    "%s's list, add and edit screens",
    async (name, config) => {
      const shots: [string, () => Promise<void>][] = [
        ['list', () => openListScreen(page, config)],
        ['create', () => openForm(page, config.routes.create)],
        ['edit', () => openForm(page, `${config.routes.edit}/${ids[name]}`)],
      ];
      for (const [screen, open] of shots) {
        await open();
        await screenshot(page, `${device}-${name}-${screen}`);
        expect(await sidewaysOverflow(page), `${name} ${screen}`).toBeLessThanOrEqual(0);
      }
    },
  );
});
