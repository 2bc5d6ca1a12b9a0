// The app shell's two Reload prompts, in Chromium on a phone-sized page: a new version waits for the user's Reload
// (never taking a half-typed form away), and a chunk that cannot be loaded shows Reload where the error page was,
// the typed input kept (decision 033).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, site } from '../../resources/index.ts';
import { appShellTexts } from '../../src/appShell/appShellTexts.ts';
import { errorPageTexts } from '../../src/pages/errorPageTexts.ts';
import { uncache, untilControlled, untilStill } from './appShellSteps.ts';
import { adminApi, baseUrl, launchBrowser, screenshot, signIn } from './browser.ts';
import { startBuiltServer, testBuildOf } from './builtServer.ts';
import { labelOf } from './pageSteps.ts';
import { siteBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

const phone = { width: 390, height: 844 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: 'allow' });
});
afterAll(async () => {
  await browser?.close();
});

const phoneContext = (url: string): Promise<BrowserContext> =>
  browser.newContext({ baseURL: url, viewport: phone, hasTouch: true });

describe('a new version', () => {
  let spaDir: string;
  let server: Awaited<ReturnType<typeof startBuiltServer>>;
  beforeAll(async () => {
    // A server of its own, on a copy of the build, so that its new version reaches no other test's pages.
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-spa-'));
    fs.cpSync(testBuildOf().spaDir, spaDir, { recursive: true });
    server = await startBuiltServer({ ...testBuildOf(), spaDir });
  });
  afterAll(async () => {
    await server?.stop();
    server?.remove();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  it('waits behind the Reload prompt while a form is being typed, and takes over on Reload', async () => {
    const context = await phoneContext(server.baseUrl);
    const page = await context.newPage();
    await signIn(page);
    await untilControlled(page);
    await page.goto(site.routes.create);
    const name = page.getByLabel(labelOf(site, 'site_name'), { exact: true });
    await name.fill('Typed before the update');

    // The next deployment: another service worker script at the same address.
    const worker = path.join(spaDir, 'sw.js');
    fs.appendFileSync(worker, '\n// the next version\n');
    for (const encoded of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(spaDir, encoded), { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('alert').filter({ hasText: appShellTexts.newVersion });
    await prompt.waitFor();
    await untilStill(page);
    await screenshot(page, 'phone-new-version-prompt');
    // Installed and waiting: the page still runs the old version, with what was typed.
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);
    expect(await name.inputValue()).toBe('Typed before the update');

    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: appShellTexts.reload }).click(),
    ]);
    await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active?.state === 'activated';
        }),
      )
      .toBe(true);
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});

describe('a chunk that cannot be loaded', () => {
  it(
    'shows Reload over the form, its input kept, never the error page',
    { timeout: scaled(90_000) },
    async () => {
      const tag = String(Date.now() % 100000).padStart(5, '0');
      const { id } = await (
        await adminApi()
      )<{ id: number }>(site.endpoints.add, siteBody(`Chunk Site ${tag}`, `CK-${tag}`));
      const context = await phoneContext(baseUrl());
      const page = await context.newPage();
      await signIn(page);
      await untilControlled(page);
      await page.goto(`${site.routes.edit}/${id}`);
      const name = page.getByLabel(labelOf(site, 'site_name'), { exact: true });
      await expect.poll(() => name.inputValue()).toBe(`Chunk Site ${tag}`);

      // A new version was deployed meanwhile: the dialogs' chunk of this one is in no cache and gone from the server.
      expect(await uncache(page, '/assets/DialogView-')).toBe(1);
      await context.route('**/assets/DialogView-*', (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      await name.fill(`Typed before the failure ${tag}`);
      await page.getByRole('button', { name: commonTexts.save }).click();

      const prompt = page.getByRole('alert').filter({ hasText: appShellTexts.missingPart });
      await prompt.waitFor();
      await untilStill(page);
      await screenshot(page, 'phone-missing-part-prompt');
      expect(await prompt.getByRole('button', { name: appShellTexts.reload }).isVisible()).toBe(true);
      expect(await name.inputValue()).toBe(`Typed before the failure ${tag}`);
      expect(await page.getByText(errorPageTexts.heading).count()).toBe(0);
      await context.close();
    },
  );
});
