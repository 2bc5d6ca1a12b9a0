// Every list, add form and edit form on a phone (390 × 844), a tablet (820 × 1180) and a desktop (1366 × 800), in
// English and in Hindi, saved as screenshots for people to look at (phone-en-site-list, tablet-hi-site-edit...);
// none scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { englishMessages } from '../../src/i18n/englishMessages.ts';
import { loadHindiMessages } from '../../src/i18n/hi/index.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
import { cards, desktop, openListScreen, pageOfSize, phone, sidewaysOverflow, tablet } from './phoneSteps.ts';
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

/** A resource's texts in a language's messages: its list heading and its columns' labels. */
const messages = { en: englishMessages, hi: await loadHindiMessages() };
const resourceTexts = (language: keyof typeof messages, config: ResourceConfig) =>
  (messages[language].resources as Record<string, unknown>)[config.name] as {
    texts: { listHeading: string };
    columns: Record<string, string>;
  };

describe.each([
  ['phone', 'en', phone],
  ['tablet', 'en', tablet],
  ['desktop', 'en', desktop],
  ['phone', 'hi', phone],
  ['tablet', 'hi', tablet],
  ['desktop', 'hi', desktop],
] as const)('on a %s in %s', (device, language, size) => {
  let page: Page;
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
    await page.getByRole('button', { name: messages[language].common.save }).waitFor();
  };

  it.each(resources.map((config) => [config.name, config] as const))(
    "%s's list, add and edit screens",
    async (name, config) => {
      const shots: [string, () => Promise<void>][] = [
        [
          'list',
          () =>
            openListScreen(
              page,
              config,
              config.routes.list,
              resourceTexts(language, config).texts.listHeading,
            ),
        ],
        ['create', () => openForm(config.routes.create)],
        ['edit', () => openForm(`${config.routes.edit}/${ids[name]}`)],
      ];
      for (const [screen, open] of shots) {
        await open();
        // A phone's card labels its lines as the table's columns, in the chosen language.
        const [line] = config.mobile.secondary;
        if (device === 'phone' && screen === 'list')
          await expect
            .poll(() => cards(page).first().innerText())
            .toContain(resourceTexts(language, config).columns[line]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await screenshot(page, `${device}-${language}-${name}-${screen}`);
        expect(await sidewaysOverflow(page), `${name} ${screen}`).toBeLessThanOrEqual(0);
      }
    },
  );
});
