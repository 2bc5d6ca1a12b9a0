// Every list, add form and edit form on a phone (390 × 844) and a desktop (1366 × 800), in English and in Hindi,
// saved as screenshots for people to look at (phone-en-site-list, desktop-hi-site-edit...); none scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, resources, type ResourceConfig } from '../../resources/index.ts';
import { hindiMessages } from '../../src/i18n/hi/index.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
import { cards, desktop, openListScreen, pageOfSize, phone, sidewaysOverflow } from './phoneSteps.ts';
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

/** What the screens are waited for by, in each language: a list's heading and the forms' Save button. */
const hindiOf = (config: ResourceConfig) =>
  hindiMessages.resources[config.name as keyof typeof hindiMessages.resources];
const languages = {
  en: {
    heading: (config: ResourceConfig) => config.texts.listHeading,
    column: (config: ResourceConfig, source: string) =>
      config.columns.find((column) => column.source === source)?.label,
    save: commonTexts.save,
  },
  hi: {
    heading: (config: ResourceConfig) => hindiOf(config).texts.listHeading,
    column: (config: ResourceConfig, source: string) =>
      (hindiOf(config).columns as Record<string, string>)[source],
    save: hindiMessages.common.save,
  },
};

describe.each([
  ['phone', 'en', phone],
  ['desktop', 'en', desktop],
  ['phone', 'hi', phone],
  ['desktop', 'hi', desktop],
] as const)('on a %s in %s', (device, language, size) => {
  let page: Page;
  const texts = languages[language];
  beforeAll(async () => {
    page = await pageOfSize(browser, size);
    // Chosen as the user menu would, before each page loads.
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [LOCALE_KEY, JSON.stringify(language)],
    );
  });

  const openForm = async (path: string) => {
    await page.goto(path);
    await page.getByRole('button', { name: texts.save }).waitFor();
  };

  it.each(resources.map((config) => [config.name, config] as const))(
    "%s's list, add and edit screens",
    async (name, config) => {
      const shots: [string, () => Promise<void>][] = [
        ['list', () => openListScreen(page, config, config.routes.list, texts.heading(config))],
        ['create', () => openForm(config.routes.create)],
        ['edit', () => openForm(`${config.routes.edit}/${ids[name]}`)],
      ];
      for (const [screen, open] of shots) {
        await open();
        // A phone's card labels its lines as the table's columns, in the chosen language.
        const [line] = config.mobile.secondary;
        if (device === 'phone' && screen === 'list')
          await expect.poll(() => cards(page).first().innerText()).toContain(texts.column(config, line));
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await screenshot(page, `${device}-${language}-${name}-${screen}`);
        expect(await sidewaysOverflow(page), `${name} ${screen}`).toBeLessThanOrEqual(0);
      }
    },
  );
});
