// The list screen in Chromium, as a person meets it: opened with no copy on the device and again with one (3 times),
// then a page change, a sort and a search, each timed in the page from the input event to the frame that shows its
// rows.
import type { Page } from 'playwright-core';
import { resources, type ResourceConfig } from '../resources/index.ts';
import { launchBrowser } from '../test/e2e/launchBrowser.ts';
import { schemeBody, type Scheme } from './api.ts';
import { benchAdmin } from './server.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs in at /login as the bench's administrator. */
export async function signInPage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel(/username/i).fill(benchAdmin.email);
  await page.getByLabel(/password/i).fill(benchAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

/** Waits for the pagination's "of <rows>" (not followed by a digit: 'of 11' is not 'of 111'). */
export const listShows = (page: Page, rows: number) =>
  page.waitForFunction(
    (wanted) => document.body.innerText.split(wanted).some((_, i, parts) => i > 0 && !/^\d/.test(parts[i])),
    `of ${rows}`,
    { timeout: 120_000, polling: 'raf' },
  );

/** The rows' text, in the page. */
const ROWS = "document.querySelector('tbody')?.textContent ?? ''";

/**
 * Milliseconds from the next keydown or mousedown in the page to the first animation frame in which `shown` (an
 * expression over `before`, the rows' text when armed) holds: what a person waits, with no driver in between.
 */
async function timed(page: Page, shown: string, act: () => Promise<void>): Promise<number> {
  // A script of its own, not a function: the bench's TypeScript runner wraps named functions in a helper the page
  // does not have.
  await page.evaluate(`(() => {
    const before = ${ROWS};
    const state = { started: 0, done: 0 };
    window.benchTiming = state;
    const start = (event) => { if (!state.started) state.started = event.timeStamp; };
    window.addEventListener('keydown', start, { capture: true, once: true });
    window.addEventListener('mousedown', start, { capture: true, once: true });
    const frame = () => {
      if (state.started && (${shown})) state.done = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await act();
  const handle = await page.waitForFunction(
    () => {
      const state = (window as unknown as { benchTiming: { started: number; done: number } }).benchTiming;
      return state.done ? state.done - state.started : 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

const rowsChanged = `(${ROWS}) !== before && (${ROWS}) !== ''`;

/** Next page three times: median ms from the click to the next page's rows. */
async function pageChangeMs(page: Page): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < 3; n++)
    times.push(
      await timed(page, rowsChanged, () => page.getByRole('button', { name: /next page/i }).click()),
    );
  return median(times);
}

/**
 * Four sorts, each an order's first (worked out then): by name, by code up and down, by start date; median ms from
 * the click to the sorted rows.
 */
async function sortMs(page: Page, resource: ResourceConfig): Promise<number> {
  const labelOf = (source: string) => resource.columns.find((column) => column.source === source)!.label;
  const [name, code] = [`${resource.name}_name`, `${resource.name}_code`].map(labelOf);
  const times: number[] = [];
  for (const column of [name, code, code, labelOf('start_date')]) {
    const header = page.getByRole('columnheader', { name: column }).getByText(column, { exact: true });
    times.push(await timed(page, rowsChanged, () => header.click()));
  }
  return median(times);
}

/**
 * Median ms from the last keystroke of a search to its rows on screen (the debounce included), over codes found in
 * <prefix>-<code> and <prefix>-<code>0..9 (11 rows; P for projects, G for programs).
 */
async function searchMs(page: Page, rows: number, codePrefix: string): Promise<number> {
  const search = page.getByPlaceholder('Search ...');
  const step = Math.floor(rows / 10 / 6);
  const times: number[] = [];
  for (const code of [1, 2, 3].map((k) => Math.floor(rows / 100) + k * step)) {
    await search.fill('');
    const text = `${codePrefix}-${code}`;
    await search.pressSequentially(text.slice(0, -1));
    await page.waitForTimeout(400);
    const shown = '/1-10 of 11(?!\\d)/.test(document.body.innerText)';
    times.push(await timed(page, shown, () => search.press(text.slice(-1))));
  }
  return median(times);
}

export interface ListScreenFigures {
  /** page.goto('/project') to its first rows, the device holding no copy of the list. */
  openWithoutCopyMs: number;
  /** The same, opened again, median of 3: the device holds the copy the first opening kept. */
  openWithCopyMs: number;
  /** Median of 3: next page, click to rows. */
  pageChangeMs: number;
  /** Median of 4 orders' first sort, click to rows. */
  sortMs: number;
  /** Median of 3: keystroke to rows, the search's debounce included. */
  searchMs: number;
}

async function opened(page: Page, url: string, rows: number, list: string): Promise<number> {
  const started = performance.now();
  await page.goto(`${url}${list}`, { waitUntil: 'commit' });
  await listShows(page, rows);
  return performance.now() - started;
}

/**
 * Signs in, opens the list at `list` (the projects' unless given) of `rows` rows twice (without, then with the device's copy), lets the second
 * opening's revalidation end, then pages, sorts and searches it.
 * @example const figures = await listScreenFigures(server.url, 20_000);
 */
export async function listScreenFigures(
  url: string,
  rows: number,
  list = '/project',
): Promise<ListScreenFigures> {
  // The list's resource: its column headings to sort by, and the codes the bench gave its rows to search for.
  const resource = resources.find((config) => config.routes.list === list)!;
  const codePrefix = String(schemeBody(0, [0], resource.name as Scheme)[`${resource.name}_code`])
    .split('-')[0]
    .toLowerCase();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInPage(page, url);
    const openWithoutCopyMs = await opened(page, url, rows, list);
    // The copy is kept once the rows are on screen; an idle second lets it land.
    await page.waitForTimeout(2_000);
    // Three openings, each after the last one's read behind its rows has ended: one is a draw of the machine's moment.
    const withCopy: number[] = [];
    for (let n = 0; n < 3; n++) {
      withCopy.push(await opened(page, url, rows, list));
      await page.waitForLoadState('networkidle');
    }
    const openWithCopyMs = median(withCopy);
    return {
      openWithoutCopyMs,
      openWithCopyMs,
      pageChangeMs: await pageChangeMs(page),
      sortMs: await sortMs(page, resource),
      searchMs: await searchMs(page, rows, codePrefix),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('browserList.ts')) {
  const [url, rows] = process.argv.slice(2);
  console.log(await listScreenFigures(url, Number(rows)));
}
