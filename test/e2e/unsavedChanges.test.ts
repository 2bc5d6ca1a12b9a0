// Forms that protect work, on every resource of the registry: leaving an edit form with typed changes (the spec's
// Back, the browser's Back, a menu link) asks react-admin's question, in English or Hindi; staying keeps what was
// typed. An untouched form and a saved one leave without asking. The edit page names its record under the spec's
// heading and in the browser tab.
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonTexts,
  recordName,
  recordNameColumn,
  resources,
  type ResourceConfig,
} from '../../resources/index.ts';
import { englishMessages } from '../../src/i18n/englishMessages.ts';
import { loadHindiMessages } from '../../src/i18n/hi/index.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { blockingViolations } from './axe.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { atList, dialog, openList } from './pageSteps.ts';
import { addSampleRecords } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let ids: Record<string, number>;
let page: Page;
const tag = String(Date.now() % 100000).padStart(5, '0');
const question = {
  en: englishMessages.ra.message.unsaved_changes,
  hi: (await loadHindiMessages()).ra.message.unsaved_changes,
};
const hindiTabTitle = (await import('../../src/i18n/hi/root.ts')).rootHi.login.title;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  ids = await addSampleRecords(api);
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

/** The JavaScript dialogs the page opened, each answered as `answer` says (true: OK, leave). */
const watchDialogs = (target: Page, answer: () => boolean) => {
  const seen: { type: string; message: string }[] = [];
  const handle = async (opened: Dialog) => {
    seen.push({ type: opened.type(), message: opened.message() });
    await (answer() ? opened.accept() : opened.dismiss());
  };
  target.on('dialog', handle);
  return { seen, stop: () => target.off('dialog', handle) };
};

const stored = async (config: ResourceConfig, id: number) =>
  (await api<Record<string, unknown>[]>(`${config.endpoints.get}/${id}`))[0];

/** The record's name field (the column its cards and this page name it by), in either language. */
const nameInput = (target: Page, config: ResourceConfig) =>
  target.locator(`form input[name="${recordNameColumn(config)}"]`);

/** Opens the record's edit form, filled from the record; its name as stored. */
const openEdit = async (target: Page, config: ResourceConfig, id: number) => {
  const name = recordName(config, await stored(config, id))!;
  await target.goto(`${config.routes.edit}/${id}`);
  await expect.poll(() => nameInput(target, config).inputValue()).toBe(name);
  return name;
};
const backButton = (target: Page) => target.getByRole('link', { name: commonTexts.back, exact: true });
const atEdit = (config: ResourceConfig, id: number) => (url: URL) =>
  url.pathname === `${config.routes.edit}/${id}`;

describe.each(resources.map((config) => [config.name, config] as const))(
  'the %s edit form',
  (_name, config) => {
    const id = () => ids[config.name];

    it("names the record under the spec's heading and in the tab", { timeout: scaled(60_000) }, async () => {
      const name = await openEdit(page, config, id());
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(config.texts.editHeading);
      expect(await page.locator('hgroup p').textContent()).toBe(name);
      await expect.poll(() => page.title()).toBe(`${name} – Health Program`);
      expect(await blockingViolations(page), `${config.name} edit page`).toEqual([]);
    });

    it(
      'asks before Back leaves typed changes; staying keeps them, leaving goes to the list',
      {
        timeout: scaled(60_000),
      },
      async () => {
        const name = await openEdit(page, config, id());
        const typed = `${name} ${tag}`;
        await nameInput(page, config).fill(typed);
        let leave = false;
        const dialogs = watchDialogs(page, () => leave);
        try {
          await backButton(page).click();
          await expect.poll(() => dialogs.seen).toEqual([{ type: 'confirm', message: question.en }]);
          expect(atEdit(config, id())(new URL(page.url()))).toBe(true);
          expect(await nameInput(page, config).inputValue()).toBe(typed);

          leave = true;
          await backButton(page).click();
          // Asked again, however soon after the first answer (once it was not: form/UnsavedChangesWarning.tsx).
          await expect.poll(() => dialogs.seen).toHaveLength(2);
          await page.waitForURL(atList(config));
        } finally {
          dialogs.stop();
        }
        expect(recordName(config, await stored(config, id()))).toBe(name);
      },
    );

    it('leaves an untouched form without asking', { timeout: scaled(60_000) }, async () => {
      await openEdit(page, config, id());
      const dialogs = watchDialogs(page, () => false);
      try {
        await backButton(page).click();
        await page.waitForURL(atList(config));
        expect(dialogs.seen).toEqual([]);
      } finally {
        dialogs.stop();
      }
    });

    it('saves and returns to the list without asking', { timeout: scaled(60_000) }, async () => {
      const name = await openEdit(page, config, id());
      const typed = `${name.slice(0, 40)} ${tag}`;
      await nameInput(page, config).fill(typed);
      const dialogs = watchDialogs(page, () => false);
      try {
        await page.getByRole('button', { name: commonTexts.save }).click();
        await dialog(page).getByRole('heading', { name: commonTexts.updatedTitle, exact: true }).waitFor();
        await dialog(page).getByRole('button').click();
        await page.waitForURL(atList(config));
        expect(dialogs.seen).toEqual([]);
      } finally {
        dialogs.stop();
      }
      expect(recordName(config, await stored(config, id()))).toBe(typed);
    });
  },
);

describe('leaving an edit form by other ways', () => {
  const [config] = resources;
  const id = () => ids[config.name];

  it(
    "asks on the browser's Back within the app, and staying keeps the form",
    { timeout: scaled(60_000) },
    async () => {
      // Into a form from its list by the app's own link, so that the browser's Back stays within this page.
      await openList(page, config);
      await page.locator(`a[href^="${config.routes.edit}/"]`).first().click();
      await page.getByRole('heading', { name: config.texts.editHeading, exact: true }).waitFor();
      const input = nameInput(page, config);
      await input.waitFor();
      const typed = `${await input.inputValue()} ${tag}`;
      await input.fill(typed);
      const dialogs = watchDialogs(page, () => false);
      try {
        await page.evaluate(() => history.back());
        await expect.poll(() => dialogs.seen).toEqual([{ type: 'confirm', message: question.en }]);
        // react-router puts the address back to the form's once the Back is held.
        await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${config.routes.edit}/`));
        expect(await input.inputValue()).toBe(typed);
      } finally {
        dialogs.stop();
      }
    },
  );

  it(
    "asks the browser's own question before the page itself is left",
    { timeout: scaled(60_000) },
    async () => {
      await page.goto('/home');
      const name = await openEdit(page, config, id());
      await nameInput(page, config).fill(`${name} ${tag}`);
      const dialogs = watchDialogs(page, () => false);
      try {
        await page.evaluate(() => history.back());
        await expect.poll(() => dialogs.seen.map((seen) => seen.type)).toEqual(['beforeunload']);
        expect(await nameInput(page, config).inputValue()).toBe(`${name} ${tag}`);
      } finally {
        dialogs.stop();
      }
    },
  );

  it('asks on a menu link, and leaving goes there', { timeout: scaled(60_000) }, async () => {
    const name = await openEdit(page, config, id());
    await nameInput(page, config).fill(`${name} ${tag}`);
    const dialogs = watchDialogs(page, () => true);
    try {
      await page.getByRole('menuitem', { name: 'Home', exact: true }).click();
      await page.waitForURL('**/home');
      expect(dialogs.seen).toEqual([{ type: 'confirm', message: question.en }]);
    } finally {
      dialogs.stop();
    }
  });

  it(
    'asks in Hindi when Hindi is chosen, and names the record in the Hindi tab',
    { timeout: scaled(60_000) },
    async () => {
      const hindi = await newPage(browser);
      await signIn(hindi);
      await hindi.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [LOCALE_KEY, JSON.stringify('hi')],
      );
      const name = await openEdit(hindi, config, id());
      await expect.poll(() => hindi.title()).toBe(`${name} – ${hindiTabTitle}`);
      await nameInput(hindi, config).fill(`${name} ${tag}`);
      const dialogs = watchDialogs(hindi, () => false);
      await hindi.locator(`form a[href="${config.routes.list}"]`).click();
      await expect.poll(() => dialogs.seen).toEqual([{ type: 'confirm', message: question.hi }]);
      await screenshot(hindi, 'unsaved-changes-hi');
      await hindi.context().close();
    },
  );
});
