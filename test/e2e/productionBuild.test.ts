// The browser suite tests the app as it ships: React's production build, from the suite's own build folder.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './browser.ts';
import { LOGIN_SCRIPT_BUDGET, loginScriptBytes } from './loginScripts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The scripts the page loads: index.html's module and the chunks it preloads. */
async function shippedScripts(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}/login`)).text();
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file);
  return Promise.all(paths.map(async (file) => (await fetch(`${baseUrl()}${file}`)).text()));
}

describe('the served app', () => {
  it('is a production build: no development JSX runtime in the scripts it loads', async () => {
    const scripts = await shippedScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes('jsxDEV'))).toEqual([]);
  });

  it('sends the login page at most its budget of JavaScript, compressed: none of the resource registry', async () => {
    const page = await newPage(browser);
    expect(await loginScriptBytes(page, baseUrl())).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET);
    await page.context().close();
  });
});
