// Writing offline in Chromium, against the real server: an add, an edit and a delete made with the network off say
// "Saved on this device", wait under "N changes waiting", survive a reload, and reach the server exactly once when
// the network returns, also when the first answer is lost; an edit someone else's save overtook is shown as a
// conflict and opens the conflict view instead of overwriting; a logout asks what to do with what waits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { commonTexts, driver, project, site, UNIQUE_MESSAGE } from '../../resources/index.ts';
import { validFieldWorker } from '../fixtures/fieldWorker.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { waiting } from '../../src/i18n/hi/waiting.ts';
import { LOCALE_KEY } from '../../src/i18n/locale.ts';
import { waitingTexts } from '../../src/waitingChanges/waitingTexts.ts';
import { untilControlled, untilStill } from './appShellSteps.ts';
import { blockingViolations } from './axe.ts';
import { type AdminApi, adminApi, baseUrl, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows, dialog, openList, search } from './pageSteps.ts';
import { phone } from './phoneSteps.ts';
import { kulluCoordinatorBody, projectBody, siteBody } from './sampleRecords.ts';
import { fillAddForm } from './schemeForm.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let stateName: string;
const suffix = `W${String(Date.now() % 100000).padStart(5, '0')}`;

beforeAll(async () => {
  // The service worker opens the app on the reload made offline, as it does on a device.
  browser = await launchBrowser({ serviceWorkers: 'allow' });
  api = await adminApi();
  stateName = (await api<{ state: { state_name: string }[] }>('master_data')).state[0].state_name;
});
afterAll(async () => {
  await browser?.close();
});

const isApi = (url: URL) => url.pathname.startsWith('/api/');

/** A write's request: it carries an Idempotency-Key (the spec's delete is a GET). */
const keyOf = (request: Request) => request.headers()['idempotency-key'];

/**
 * Fully offline: the browser's network switched off, and every API request aborted (emulated offline alone let a
 * fetch to 127.0.0.1 through once). Answers the paths of the writes that tried all the same.
 */
const goOffline = async (context: BrowserContext) => {
  const tried: string[] = [];
  await context.route(isApi, (route) => {
    if (keyOf(route.request()) !== undefined) tried.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  await context.setOffline(true);
  return tried;
};
const goOnline = async (context: BrowserContext) => {
  await context.unroute(isApi);
  await context.setOffline(false);
};

/** The writes the context sends from now on, by path, with their keys: each write's tries. */
const writesSent = (context: BrowserContext) => {
  const sent: { path: string; key: string }[] = [];
  context.on('request', (request) => {
    const key = keyOf(request);
    if (key !== undefined) sent.push({ path: new URL(request.url()).pathname, key });
  });
  return sent;
};

const addProject = async (name: string, code: string) =>
  (await api<{ id: number }>(project.endpoints.add, projectBody(name, code))).id;
const storedProjects = async (code: string) =>
  (await api<{ project_code: string; project_name: string }[]>(project.endpoints.list)).filter(
    (row) => row.project_code === code,
  );
const storedName = async (id: number) =>
  (await api<{ project_name: string }[]>(`${project.endpoints.get}/${id}`))[0].project_name;

const badge = (page: Page) => page.getByRole('link', { name: /changes? waiting$|प्रतीक्षा में$/ });
const savedOnDevice = async (page: Page, shot?: string) => {
  await dialog(page).getByText(waitingTexts.savedOnDevice, { exact: true }).waitFor();
  if (shot) await untilStill(page).then(() => screenshot(page, shot));
  await dialog(page).getByRole('button').click();
  await dialog(page).waitFor({ state: 'detached' });
};
const save = (page: Page) => page.getByRole('button', { name: commonTexts.save }).click();
/** Fills the open project add form and saves it offline: "Saved on this device". */
const addProjectOffline = async (page: Page, name: string, code: string, shot?: string) => {
  await fillAddForm(page, project, { name, code, state: stateName });
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await save(page);
  await savedOnDevice(page, shot);
};
/** The waiting changes page's entries, as their names read ("Add: Alpha"). */
const entries = (page: Page) => page.getByRole('main').getByRole('listitem');

/** A signed-in page whose service worker controls it: the app opens with the network off. */
const signedInDevice = async () => {
  const page = await newPage(browser);
  await signIn(page);
  await untilControlled(page);
  return page;
};

describe('writing offline', () => {
  it(
    'keeps an add, an edit and a delete made offline across a reload, and writes each once when back online, the first answer lost',
    { timeout: scaled(180_000) },
    async () => {
      const edited = await addProject(`Edit ${suffix}`, `ED-${suffix}`);
      await addProject(`Gone ${suffix}`, `GO-${suffix}`);
      const page = await signedInDevice();
      const context = page.context();
      // Read online first: the edit form and the list are what the device holds when the network goes.
      await page.goto(`${project.routes.edit}/${edited}`);
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Edit ${suffix}`);
      await openList(page, project);
      await search(page, `Gone ${suffix}`, 1);
      const tried = await goOffline(context);

      // Delete, offline.
      await bodyRows(page).first().getByRole('button', { name: 'Delete' }).click();
      await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
      await savedOnDevice(page);
      // Add, offline.
      await page.goto(project.routes.create).catch(() => undefined);
      await page.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
      await addProjectOffline(page, `New ${suffix}`, `NW-${suffix}`, 'offline-saved-on-device');
      // Edit, offline: the form opens from the copy kept when it was read, and says so.
      await page.goto(`${project.routes.edit}/${edited}`);
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Edit ${suffix}`);
      await expect(page.locator('[data-offline-from]').innerText()).resolves.toMatch(
        /^Offline — showing data from \d{2}:\d{2}$/,
      );
      await screenshot(page, 'offline-edit-form');
      await page.getByLabel('Name', { exact: true }).fill(`Edited ${suffix}`);
      await save(page);
      await savedOnDevice(page);
      await expect(badge(page).innerText()).resolves.toBe('3 changes waiting');

      // A reload with the network still off: the app opens from the service worker, the three still wait.
      await page.reload();
      await badge(page).waitFor();
      await badge(page).click();
      await page.getByRole('heading', { name: waitingTexts.heading }).waitFor();
      await expect
        .poll(() =>
          entries(page).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
        )
        .toEqual([`Delete: Gone ${suffix}`, `Add: New ${suffix}`, `Edit: Edited ${suffix}`]);
      await expect(entries(page).getByText(waitingTexts.states.waiting).count()).resolves.toBe(3);
      await screenshot(page, 'offline-waiting-changes');
      await page.setViewportSize(phone);
      await screenshot(page, 'offline-waiting-changes-phone');
      // Nothing reached the server while offline.
      expect(await storedProjects(`NW-${suffix}`)).toEqual([]);
      expect(await storedName(edited)).toBe(`Edit ${suffix}`);
      // Not even tried: react-query holds a write while the browser says it is offline.
      expect(tried).toEqual([]);

      // Back online; the add's first answer is lost on the way back (the server wrote it).
      const sent = writesSent(context);
      let addsSeen = 0;
      await context.route(`**/api/${project.endpoints.add}`, async (route) => {
        addsSeen += 1;
        if (addsSeen > 1) return route.continue();
        await route.fetch();
        await route.abort('failed');
      });
      await goOnline(context);
      await expect.poll(() => entries(page).getByText(waitingTexts.states.saved).count()).toBe(3);
      await badge(page).waitFor({ state: 'detached' });

      // Each written once: one new project, the edit saved, the deleted one gone from the list.
      expect(await storedProjects(`NW-${suffix}`)).toHaveLength(1);
      expect(await storedName(edited)).toBe(`Edited ${suffix}`);
      expect(await storedProjects(`GO-${suffix}`)).toEqual([]);
      // In the order they were made; the add sent twice with one key, the second answered with the first's answer.
      const paths = sent.map(({ path }) => path.split('/')[2]);
      expect(paths).toEqual([
        project.endpoints.delete,
        project.endpoints.add,
        project.endpoints.add,
        project.endpoints.edit,
      ]);
      expect(sent[1].key).toBe(sent[2].key);
      expect(new Set(sent.map(({ key }) => key)).size).toBe(3);
      await context.close();
    },
  );

  it(
    "shows an edit someone else's save overtook as a conflict, and opens it on the conflict view without overwriting",
    { timeout: scaled(120_000) },
    async () => {
      const id = await addProject(`Shared ${suffix}`, `SH-${suffix}`);
      const page = await signedInDevice();
      const context = page.context();
      await page.setViewportSize(phone);
      await page.goto(`${project.routes.edit}/${id}`);
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Shared ${suffix}`);
      await goOffline(context);
      await page.getByLabel('Name', { exact: true }).fill(`Mine ${suffix}`);
      await save(page);
      await savedOnDevice(page);
      // Meanwhile, someone else saves the project.
      await api(`${project.endpoints.edit}/${id}`, {
        ...projectBody(`Theirs ${suffix}`, `SH-${suffix}`),
        id,
      });

      await page.goto('/waiting').catch(() => undefined);
      await page.getByRole('heading', { name: waitingTexts.heading }).waitFor();
      await goOnline(context);
      await entries(page).getByText(waitingTexts.states.conflict).waitFor();
      await untilStill(page);
      await screenshot(page, 'offline-conflict-phone');
      expect(await storedName(id)).toBe(`Theirs ${suffix}`);

      await entries(page).getByRole('button', { name: waitingTexts.resolve }).click();
      await dialog(page).getByRole('heading', { name: crudTexts.conflict.title }).waitFor();
      await untilStill(page);
      await screenshot(page, 'offline-conflict-view-phone');
      await dialog(page).getByRole('button', { name: crudTexts.conflict.keepTheirs }).click();
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Theirs ${suffix}`);
      expect(await storedName(id)).toBe(`Theirs ${suffix}`);
      // Their version kept: nothing waits any more.
      await expect(badge(page).count()).resolves.toBe(0);
      await context.close();
    },
  );

  it('shows a refusal with the reason in both languages, and opens the typed values to change and save', async () => {
    const page = await signedInDevice();
    const context = page.context();
    await page.setViewportSize(phone);
    await page.goto(project.routes.create);
    await page.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
    await goOffline(context);
    await addProjectOffline(page, `Late ${suffix}`, `LT-${suffix}`);
    // Meanwhile someone else takes the code.
    await addProject(`Early ${suffix}`, `LT-${suffix}`);
    await page.goto('/waiting');
    await page.getByRole('heading', { name: waitingTexts.heading }).waitFor();
    await goOnline(context);
    await entries(page).getByText(waitingTexts.states.refused).waitFor();
    await entries(page).getByText(UNIQUE_MESSAGE).waitFor();
    await untilStill(page);
    await screenshot(page, 'offline-refused-phone-en');
    expect(await blockingViolations(page)).toEqual([]);
    await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify('hi')), [LOCALE_KEY]);
    await page.reload();
    await entries(page).getByText(waiting.states.refused).waitFor();
    await expect(badge(page).getAttribute('aria-label')).resolves.toBe('1 बदलाव प्रतीक्षा में');
    await untilStill(page);
    await screenshot(page, 'offline-refused-phone-hi');
    await page.evaluate(([key]) => localStorage.setItem(key, JSON.stringify('en')), [LOCALE_KEY]);
    await page.reload();

    // Edit: the form holds what was typed offline; saved with a free code, it is added and leaves the queue.
    await entries(page).getByRole('button', { name: waitingTexts.edit }).click();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Late ${suffix}`);
    await page.getByLabel('Project Code').fill(`LU-${suffix}`);
    await save(page);
    await dialog(page).getByRole('heading', { name: commonTexts.addedTitle }).waitFor();
    await dialog(page).getByRole('button').click();
    expect(await storedProjects(`LU-${suffix}`)).toHaveLength(1);
    await badge(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps a write the server refused for an ended session waiting on the screen in use, and sends it after the next sign-in', async () => {
    const page = await signedInDevice();
    const context = page.context();
    await page.goto(project.routes.create);
    await page.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
    await goOffline(context);
    await addProjectOffline(page, `Session ${suffix}`, `SE-${suffix}`);
    // Meanwhile the session ends on the server (signed out elsewhere): its token and every refresh of it stop.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
    const ended = await fetch(`${baseUrl()}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.ok).toBe(true);

    await badge(page).click();
    await page.getByRole('heading', { name: waitingTexts.heading }).waitFor();
    await goOnline(context);
    await entries(page).getByText(waitingTexts.states.signIn).waitFor();
    // Still here, and still waiting: the screen in use was not taken away.
    expect(new URL(page.url()).pathname).toBe('/waiting');
    await expect(badge(page).innerText()).resolves.toBe('1 change waiting');
    expect(await storedProjects(`SE-${suffix}`)).toEqual([]);

    await signIn(page);
    await expect.poll(() => storedProjects(`SE-${suffix}`), { timeout: scaled(30_000) }).toHaveLength(1);
    await context.close();
  });

  it('keeps a photo chosen offline as the file it is, through a reload, and stores it when back online', async () => {
    const siteId = (
      await api<{ id: number }>(site.endpoints.add, siteBody(`Photo ${suffix}`, `PO-${suffix}`))
    ).id;
    const name = `Offline photo ${suffix}`;
    const body = new FormData();
    for (const [key, value] of Object.entries(
      validFieldWorker('driver_name', siteId, { driver_name: name, mobile_no: `9877${suffix.slice(1)}1` }),
    ))
      body.append(key, String(value));
    const id = (await api<{ id: number }>(driver.endpoints.add, body)).id;
    const page = await signedInDevice();
    await page.goto(`${driver.routes.edit}/${id}`);
    await page.getByText('No image', { exact: true }).waitFor();
    await goOffline(page.context());
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1e6f5c' } })
      .png()
      .toBuffer();
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await page.getByRole('img', { name: 'Chosen image' }).waitFor();
    await save(page);
    await savedOnDevice(page);
    await page.reload();
    await badge(page).waitFor();

    await goOnline(page.context());
    await badge(page).waitFor({ state: 'detached' });
    // The server holds the picture chosen: its own size, read back on the edit screen.
    await page.goto(`${driver.routes.edit}/${id}`);
    const stored = page.getByRole('img', { name: 'Stored image' });
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await page.context().close();
  });

  it("keeps one queue per open tab, sends no write twice, and a tab opened later takes up a closed tab's writes", async () => {
    const first = await signedInDevice();
    const context = first.context();
    const second = await context.newPage();
    await second.goto(project.routes.create);
    await second.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
    await first.goto(project.routes.create);
    await first.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
    await goOffline(context);
    for (const [page, tab] of [
      [first, 'One'],
      [second, 'Two'],
    ] as const) {
      await addProjectOffline(page, `Tab ${tab} ${suffix}`, `T${tab}-${suffix}`);
      await expect(badge(page).innerText()).resolves.toBe('1 change waiting');
    }
    // The first tab closes with its write unsent; a tab opened now takes it up, and leaves the second tab's alone.
    await first.close();
    const third = await context.newPage();
    await third.goto('/waiting');
    await expect
      .poll(() => entries(third).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))))
      .toEqual([`Add: Tab One ${suffix}`]);

    const sent = writesSent(context);
    await goOnline(context);
    for (const page of [second, third]) await badge(page).waitFor({ state: 'detached' });
    expect(await storedProjects(`TOne-${suffix}`)).toHaveLength(1);
    expect(await storedProjects(`TTwo-${suffix}`)).toHaveLength(1);
    expect(sent.map(({ path }) => path)).toEqual([
      `/api/${project.endpoints.add}`,
      `/api/${project.endpoints.add}`,
    ]);
    expect(new Set(sent.map(({ key }) => key)).size).toBe(2);
    await context.close();
  });

  it('asks at logout with changes waiting, keeps them for the same user only, and sends them at their next sign-in', async () => {
    const page = await signedInDevice();
    const context = page.context();
    await page.goto(project.routes.create);
    await page.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
    await goOffline(context);
    await addProjectOffline(page, `Kept ${suffix}`, `KP-${suffix}`);
    // Online again, but the add never gets through: it still waits at the logout.
    await context.route(`**/api/${project.endpoints.add}`, (route) => route.abort('internetdisconnected'));
    await goOnline(context);

    await page.getByRole('button', { name: /profile|user menu|account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await dialog(page).getByText(waitingTexts.logoutTitle).waitFor();
    await untilStill(page);
    await screenshot(page, 'offline-logout-question');
    await dialog(page).getByRole('button', { name: waitingTexts.logoutKeep }).click();
    await page.waitForURL('**/login');
    await context.unroute(`**/api/${project.endpoints.add}`);
    expect(await storedProjects(`KP-${suffix}`)).toEqual([]);

    // Another user on the device neither sees nor sends it.
    const other = `other.${suffix}@example.org`.toLowerCase();
    await api('users_add', kulluCoordinatorBody(`Other ${suffix}`, other, 'kestrel-41'));
    await signIn(page, { email: other, password: 'kestrel-41' });
    await page.goto('/waiting');
    await page.getByText(waitingTexts.none).waitFor();
    expect(await storedProjects(`KP-${suffix}`)).toEqual([]);
    await page.evaluate(() => localStorage.clear());

    // The same user signing in again: it is sent.
    await signIn(page);
    await expect.poll(() => storedProjects(`KP-${suffix}`), { timeout: scaled(30_000) }).toHaveLength(1);
    await context.close();
  });
});
