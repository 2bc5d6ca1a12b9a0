// Browser figures in Chromium: the login page's JavaScript on the wire, keystroke-to-rows search time, tab memory.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/launchBrowser.ts';
import { loginScriptBytes } from '../test/e2e/loginScripts.ts';
import { benchAdmin } from './server.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page: Page): Promise<void> {
  await page.getByLabel(/username/i).fill(benchAdmin.email);
  await page.getByLabel(/password/i).fill(benchAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

/** Waits for `text` on the page, not followed by a digit ('1-10 of 11' is not found in '1-10 of 111'). */
const pageShows = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => document.body.innerText.split(wanted).some((_, i, parts) => i > 0 && !/^\d/.test(parts[i])),
    text,
    { timeout: 120_000 },
  );

/**
 * Milliseconds from the last keystroke of a search to its rows on screen (the debounce included), median of
 * several codes, each found in P-<code> and P-<code>0..9 (11 rows).
 */
async function searchMs(page: Page, codes: number[]): Promise<number> {
  const search = page.getByPlaceholder('Search ...');
  const times: number[] = [];
  for (const code of codes) {
    await search.fill('');
    const text = `p-${code}`;
    await search.pressSequentially(text.slice(0, -1));
    await page.waitForTimeout(400);
    const started = performance.now();
    await search.press(text.slice(-1));
    await pageShows(page, '1-10 of 11');
    times.push(performance.now() - started);
  }
  return median(times);
}

export interface BrowserFigures {
  loginBytes: number;
  listLoadMs: number;
  searchMs: number;
  heapBytes: number;
}

/** Opens /login, signs in, opens the projects list of `rows` rows and searches it. */
export async function browserFigures(url: string, rows: number): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const loginBytes = await loginScriptBytes(page, url);
    await signIn(page);
    const started = performance.now();
    await page.goto(`${url}/project`);
    await pageShows(page, `of ${rows.toLocaleString('en-US').replace(/,/g, '')}`).catch(() =>
      pageShows(page, `of ${rows.toLocaleString('en-US')}`),
    );
    const listLoadMs = performance.now() - started;
    // P-<code>, P-<code>0..9 exist and P-<code>00 does not: rows / 100 < code < rows / 10.
    const step = Math.floor(rows / 10 / 6);
    const codes = [1, 2, 3, 4, 5].map((k) => Math.floor(rows / 100) + k * step);
    const search = await searchMs(page, codes);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { loginBytes, listLoadMs, searchMs: search, heapBytes: usedSize };
  } finally {
    await browser.close();
  }
}
