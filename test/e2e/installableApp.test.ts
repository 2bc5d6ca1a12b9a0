// The installable app shell (decision 033), in Chromium on the built app: a valid manifest with real icons, a
// service worker that controls the page and precaches every built chunk, the app (never the browser's error page)
// at a deep route reloaded with the network off, and no API answer ever in Cache Storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthWorker, site } from '../../resources/index.ts';
import { themeOptions } from '../../src/theme.ts';
import { cachedPaths, switchNetworkOff, untilControlled } from './appShellSteps.ts';
import { baseUrl, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { testBuildOf } from './builtServer.ts';
import { launchPersistentContext } from './launchBrowser.ts';
import { openList } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: 'allow' });
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

const signedInAndControlled = async (): Promise<Page> => {
  const page = await newPage(browser);
  await signIn(page);
  await untilControlled(page);
  return page;
};

describe('the installable app', () => {
  it('links a manifest with its name, start, display, theme colour and real icons', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const answer = await page.request.get(href ?? '');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    const primary = (themeOptions.palette as { primary: { main: string } }).primary.main;
    expect(manifest).toMatchObject({
      name: 'Health Program',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: primary,
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(primary);
    const drawn = await Promise.all(
      manifest.icons.map(async (icon) => {
        const file = await page.request.get(icon.src);
        expect(file.headers()['content-type']).toBe('image/png');
        return `${pngSize(await file.body())} ${icon.sizes} ${icon.purpose}`;
      }),
    );
    expect(drawn).toEqual(['192x192 192x192 any', '512x512 512x512 any', '512x512 512x512 maskable']);
    await page.context().close();
  });

  it("meets Chromium's install criteria in an ordinary profile: no installability error", async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-install-'));
    const context = await launchPersistentContext(profile, baseUrl());
    try {
      const page = await context.newPage();
      await signIn(page);
      await untilControlled(page);
      const cdp = await context.newCDPSession(page);
      // The check Lighthouse's installability audit reads: manifest, icons, service worker, secure origin.
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves its service worker as a script that HTTP caches never keep', async () => {
    const page = await signedInAndControlled();
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(scriptUrl).toBe(`${baseUrl()}/sw.js`);
    const answer = await page.request.get('/sw.js');
    expect(answer.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    await page.context().close();
  });

  it("leaves a navigation to the API's paths to the server: the reference page, never the app", async () => {
    const page = await signedInAndControlled();
    const answer = await page.goto('/api/docs');
    expect(answer?.fromServiceWorker()).toBe(false);
    expect(answer?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.locator('#root').count()).toBe(0);
    await page.context().close();
  });

  it('precaches every chunk, stylesheet and font of the build', async () => {
    const page = await signedInAndControlled();
    const built = fs
      .readdirSync(path.join(testBuildOf().spaDir, 'assets'))
      .filter((file) => /\.(js|css|woff2)$/.test(file))
      .map((file) => `/assets/${file}`);
    expect(built.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    // Installed before the worker took the page: its precache is complete once it controls it.
    const cached = await cachedPaths(page);
    expect(built.filter((file) => !cached.includes(file))).toEqual([]);
    // The page every app route is answered with offline (workbox keys a file without a hash by its revision).
    expect(cached.filter((file) => file.startsWith('/index.html'))).toHaveLength(1);
    await page.context().close();
  });

  it('opens the app at a deep route reloaded with the network off', { timeout: scaled(90_000) }, async () => {
    const page = await signedInAndControlled();
    await page.goto(site.routes.list);
    const tried = await switchNetworkOff(page.context());
    const answer = await page.goto(site.routes.create);
    // The app's page, from the precache, with the server's headers as they were cached: its CSP still holds.
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
    await page.goto(healthWorker.routes.list);
    expect(new URL(page.url()).pathname).toBe(healthWorker.routes.list);
    await page.getByRole('heading', { name: healthWorker.texts.listHeading, exact: true }).waitFor();
    await screenshot(page, 'offline-health-worker-list');
    // The network was really off: the app's API calls tried it and failed; its pages and code never needed it.
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.filter((pathname) => !pathname.startsWith('/api/'))).toEqual([]);
    await page.context().close();
  });

  it('opens the sign-in page reloaded with the network off, signed out', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await untilControlled(page);
    await switchNetworkOff(page.context());
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('shows the browser its error page at a deep route offline without the service worker', async () => {
    // The control of the test above: the same steps with service workers blocked end on Chromium's error page.
    const context = await browser.newContext({ baseURL: baseUrl(), serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/login');
    await switchNetworkOff(context);
    await expect(page.goto(site.routes.create)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.close();
  });

  it(
    'never keeps an API answer in Cache Storage after lists are browsed',
    { timeout: scaled(90_000) },
    async () => {
      const page = await signedInAndControlled();
      await openList(page, site);
      await openList(page, healthWorker);
      const cached = await cachedPaths(page);
      expect(cached.length).toBeGreaterThan(10);
      expect(cached.filter((pathname) => pathname.startsWith('/api'))).toEqual([]);
      await page.context().close();
    },
  );
});
