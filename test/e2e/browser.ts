// Opens pages on the suite's server in the Chromium of launchBrowser.ts, signed in or not.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { e2eAdmin } from './admin.ts';

export { launchBrowser } from './launchBrowser.ts';

const screenshotDir = '.test-artifacts/screenshots';

/** This worker's server (VITEST_POOL_ID counts the workers from 1): its files never meet another worker's data. */
export const baseUrl = (): string => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

/** A fresh page (own storage) on the suite's server, or the one at `url`. */
export async function newPage(browser: Browser, url = baseUrl()): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Signs in through the login form as the suite's administrator and waits for the home page. */
export async function signIn(page: Page, user = e2eAdmin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(user.email);
  await page.getByLabel(/password/i).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

/** Saves a screenshot under .test-artifacts/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  // A text drawn just now may still wait for its font (Devanagari's files load when Hindi is first drawn).
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The API as the suite's administrator: GET without a body, POST with JSON or FormData; throws on non-2xx. */
export type AdminApi = <T>(path: string, body?: unknown) => Promise<T>;

export async function adminApi(url = baseUrl()): Promise<AdminApi> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const multipart = body instanceof FormData;
    const response = await fetch(`${url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}
