// Reading offline in Chromium: a list opened online shows, with "Offline — showing data from HH:MM", while every API
// request is aborted (and the browser set offline): after leaving it and coming back, and on a fresh load of the app.
// Copies past their maximum age go at start, another user never reads them, and a logout leaves only the language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { site } from '../../resources/index.ts';
import { DEVICE_COPIES_DB } from '../../dataProvider/deviceCopies.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { addButton, bodyRows, openList, search } from './pageSteps.ts';
import { desktop, phone } from './phoneSteps.ts';
import { kulluCoordinatorBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
const suffix = `O${Date.now() % 100000}`;
const coordinator = { email: `offline.${suffix}@example.org`.toLowerCase(), password: 'kestrel-41' };
/** Built-in places: Himachal Pradesh (2) > Kullu (20) > Anni (168), > Solan (25) > 200. */
const sites = {
  kullu: { name: `Kullu ${suffix}`, state_id: 2, district_id: 20, block_id: 168 },
  solan: { name: `Solan ${suffix}`, state_id: 2, district_id: 25, block_id: 200 },
};
const OFFLINE_BANNER = /^Offline — showing data from \d{2}:\d{2}$/;

const addSite = ({ name, ...place }: (typeof sites)[keyof typeof sites]) =>
  api('sites_add', {
    id: '',
    site_name: name,
    mhu: 'MHU-1',
    site_code: name.replace(/\W/g, '-'),
    day_name: 'Monday',
    days: 701,
    ...place,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  await addSite(sites.kullu);
  await addSite(sites.solan);
  await api('users_add', kulluCoordinatorBody(`District ${suffix}`, coordinator.email, coordinator.password));
});
afterAll(async () => {
  await browser?.close();
});

const isApi = (url: URL | string) => new URL(url).pathname.startsWith('/api/');

/**
 * Aborts every API request of the context from now on, the app's own files still served (the offline API of a
 * device whose app shell is cached); answers the API requests tried and those that were answered all the same.
 */
const cutApi = async (context: BrowserContext) => {
  const tried: string[] = [];
  const answered: string[] = [];
  context.on('request', (request) => void (isApi(request.url()) && tried.push(request.url())));
  context.on('response', (response) => void (isApi(response.url()) && answered.push(response.url())));
  await context.route(isApi, (route) => route.abort('internetdisconnected'));
  return { tried, answered };
};

/** Fully offline: the browser's network switched off, and every API request aborted. */
const goOffline = async (context: BrowserContext) => {
  const api = await cutApi(context);
  await context.setOffline(true);
  return api;
};

const banner = (page: Page) => page.locator('[data-offline-from]');
/** The time the banner says the rows are from (ms since the epoch). */
const bannerTime = async (page: Page) => Number(await banner(page).getAttribute('data-offline-from'));
/** Names of the records the device holds for this origin. */
const deviceKeys = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('copies')) return resolve((database.close(), []));
          const keys = database.transaction('copies').objectStore('copies').getAllKeys();
          keys.onsuccess = () => resolve((database.close(), keys.result.map((key) => JSON.stringify(key))));
        };
      }),
    DEVICE_COPIES_DB,
  );

/** Opens the site list online and searches it for this file's sites: both rows for the administrator. */
const siteListOnline = async (page: Page) => {
  const before = Date.now();
  await openList(page, site);
  await search(page, suffix, 2);
  await expect
    .poll(async () => (await deviceKeys(page)).some((key) => key.includes('"list","site"')))
    .toBe(true);
  return { before, after: Date.now() };
};

describe('reading offline', () => {
  it('shows a list opened online, with its time, after leaving it and coming back fully offline, until back online', async () => {
    const page = await newPage(browser);
    await signIn(page);
    const loaded = await siteListOnline(page);
    const { tried, answered } = await goOffline(page.context());
    await addButton(page, site.texts.addButton).click();
    await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
    await page.goBack();
    await expect(banner(page).innerText()).resolves.toMatch(OFFLINE_BANNER);
    await search(page, suffix, 2);
    expect(await bannerTime(page)).toBeGreaterThanOrEqual(loaded.before - 1000);
    expect(await bannerTime(page)).toBeLessThanOrEqual(loaded.after);
    // The list was asked for, and nothing answered it: the rows are the device's.
    expect(tried.some((url) => new URL(url).pathname === `/api/${site.endpoints.list}`)).toBe(true);
    expect(answered).toEqual([]);

    // Back online, the list is read again by itself (the browser's online event), and the banner goes.
    await page.context().unroute(isApi);
    await page.context().setOffline(false);
    await banner(page).waitFor({ state: 'detached' });
    await search(page, suffix, 2);
    await page.context().close();
  });

  it('shows the list on a fresh load of the app with every API request aborted, and drops the banner once the API answers again', async () => {
    const first = await newPage(browser);
    const context = first.context();
    await signIn(first);
    await siteListOnline(first);
    await first.close();

    const { tried, answered } = await cutApi(context);
    const page = await context.newPage();
    await page.goto(site.routes.list);
    await page.getByRole('heading', { name: site.texts.listHeading, exact: true }).waitFor();
    await expect(banner(page).innerText()).resolves.toMatch(OFFLINE_BANNER);
    await search(page, suffix, 2);
    expect(tried.length).toBeGreaterThan(0);
    expect(answered).toEqual([]);

    await context.unroute(isApi);
    await addButton(page, site.texts.addButton).click();
    await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
    // The whole list's request (not the page call that asks its size first).
    const revalidated = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/${site.endpoints.list}` && url.search === '';
    });
    await page.goBack();
    expect(await (await revalidated).request().headerValue('if-none-match')).toMatch(/^".+"$/);
    await search(page, suffix, 2);
    await banner(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it(
    'draws the banner on a phone and a desktop, in English and in Hindi',
    { timeout: scaled(120_000) },
    async () => {
      const first = await newPage(browser);
      const context = first.context();
      await signIn(first);
      await siteListOnline(first);
      await first.close();
      await cutApi(context);
      const page = await context.newPage();
      await page.goto(site.routes.list);
      for (const [sizeName, size] of Object.entries({ phone, desktop })) {
        await page.setViewportSize(size);
        for (const [locale, heading, text] of [
          ['en', site.texts.listHeading, OFFLINE_BANNER],
          ['hi', 'साइट प्रबंधन', /^ऑफ़लाइन — \d{2}:\d{2} का डेटा दिखाया जा रहा है$/],
        ] as const) {
          // The app's files come from the test's server while offline (the service worker's part in production).
          await context.setOffline(false);
          await page.evaluate(
            ([key, chosen]) => localStorage.setItem(key, JSON.stringify(chosen)),
            [LOCALE_KEY, locale],
          );
          await page.goto(site.routes.list);
          await page.getByRole('heading', { name: heading, exact: true }).waitFor();
          await context.setOffline(true);
          await expect(banner(page).innerText()).resolves.toMatch(text);
          await bodyRows(page).or(page.getByRole('listitem')).first().waitFor();
          await screenshot(page, `offline-banner-${sizeName}-${locale}`);
        }
      }
      await context.close();
    },
  );

  it('deletes at start the copies older than the maximum age, with no one signed in', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await siteListOnline(page);
    // Every copy made 8 days ago (the maximum is 7), and the session gone without a logout.
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => {
            const database = request.result;
            const store = database.transaction('copies', 'readwrite').objectStore('copies');
            const cursor = store.openCursor();
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return;
              at.update({ ...at.value, savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 });
              at.continue();
            };
            store.transaction.oncomplete = () => (database.close(), resolve());
            store.transaction.onerror = () => reject(store.transaction.error);
          };
        }),
      DEVICE_COPIES_DB,
    );
    expect((await deviceKeys(page)).length).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => deviceKeys(page)).toEqual([]);
    await page.context().close();
  });

  it("never shows one user's kept list to another user signing in on the device", async () => {
    const page = await newPage(browser);
    await signIn(page);
    await siteListOnline(page);
    // The administrator's session ends without a logout (it expired): the copies stay, theirs.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, coordinator);
    expect((await deviceKeys(page)).some((key) => key.includes('"list","site"'))).toBe(true);
    await cutApi(page.context());
    await page.goto(site.routes.list);
    await page.getByRole('heading', { name: site.texts.listHeading, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByText(sites.solan.name).count()).toBe(0);
    expect(await page.getByText(sites.kullu.name).count()).toBe(0);
    expect(await banner(page).count()).toBe(0);
    await page.context().close();
  });

  it('leaves nothing but the language on the device after a logout', async () => {
    const page = await newPage(browser);
    await signIn(page);
    await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify('en')), [LOCALE_KEY]);
    await siteListOnline(page);
    // A cache of answers, as a service worker's runtime caching would keep: personal data, so it goes too.
    await page.evaluate(async () => {
      const answers = await caches.open('api-answers');
      await answers.put('/api/sites', new Response('[]'));
    });
    await page.getByRole('button', { name: /profile|user menu|account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // Cache Storage keeps the service worker's app shell alone (the built files, no answer of the API).
    const left = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const shell = names.filter((name) => name.startsWith('workbox-precache'));
        const shellAddresses = (
          await Promise.all(
            shell.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
          )
        ).flat();
        return {
          databases: (await indexedDB.databases()).map((database) => database.name),
          caches: names.filter((name) => !shell.includes(name)),
          apiInShell: shellAddresses.filter((url) => new URL(url).pathname.startsWith('/api')),
          localStorage: Object.keys(localStorage),
        };
      });
    await expect.poll(left).toEqual({ databases: [], caches: [], apiInShell: [], localStorage: ['locale'] });
    await page.context().close();
  });
});
