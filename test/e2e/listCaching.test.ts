// A list held by the browser: search, sort and paging make no request; opening the list screen again asks the
// server with If-None-Match and shows another user's new record (200), or keeps the held list on a 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { project } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows, openList, search, addButton } from './pageSteps.ts';
import { markDrawnRows, watchDrawnRows } from './drawnRows.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
let stateId: number;
const suffix = `C${Date.now() % 100000}`;

const addProject = (name: string, code: string) =>
  api(project.endpoints.add, {
    id: '',
    project_name: name,
    project_code: code,
    state_id: stateId,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
  });

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  stateId = (await api<{ state: { state_id: number }[] }>('master_data')).state[0].state_id;
  // Added last name first, so the list's own order (by id) is neither sort by name.
  for (let n = 21; n >= 10; n -= 1) await addProject(`Cached ${suffix} ${n}`, `CA${n}-${suffix}`);
});
afterAll(async () => {
  await browser?.close();
});

/** Every API request the page makes from now on. */
const apiRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request.url());
  });
  return seen;
};

/** Leaves the list for the add form and comes back, answering the list request that return makes. */
const reopenList = async (page: Page): Promise<Response> => {
  await addButton(page, project.texts.addButton).click();
  await page.getByRole('heading', { name: project.texts.createHeading, exact: true }).waitFor();
  const listed = page.waitForResponse((response) =>
    response.url().endsWith(`/api/${project.endpoints.list}`),
  );
  await page.goBack();
  return listed;
};

describe('a list held by the browser', () => {
  it('searches, pages and sorts without a request', { timeout: scaled(90_000) }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, project);
    const requests = apiRequests(page);
    await search(page, `Cached ${suffix}`, 10);
    await page.getByText('1-10 of 12').waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => bodyRows(page).locator('td:nth-child(2)').allInnerTexts()).toEqual(['11', '12']);
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    const names = () => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
    for (const first of [`Cached ${suffix} 10`, `Cached ${suffix} 21`]) {
      await nameHeader.getByText('Name').click();
      await expect.poll(async () => (await names())[0]).toBe(first);
    }
    expect(requests).toEqual([]);
  });

  it(
    'draws the rows of a page change, a sort and a search once they are known, never the old ones again',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await watchDrawnRows(page);
      await signIn(page);
      await openList(page, project);
      await search(page, `Cached ${suffix}`, 10);
      await page.getByText('1-10 of 12').waitFor();
      const rows = () => bodyRows(page).allTextContents();
      const names = () => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
      /**
       * Each commit since `commits` was marked drew the rows shown now, and two at most did: the address's render, and
       * react-query's second of a query made for a new view. (Before: the old rows again for the address, for the
       * language and the resources set again, then the new rows once read.)
       */
      const drawnOnce = async (commits: Awaited<ReturnType<typeof markDrawnRows>>) => {
        const drawn = await commits.drawn();
        expect(drawn.length).toBeGreaterThan(0);
        expect(drawn.length).toBeLessThanOrEqual(2);
        for (const rowsDrawn of drawn) expect(rowsDrawn).toEqual(await rows());
      };
      let commits = await markDrawnRows(page);
      await page.getByRole('button', { name: /next page/i }).click();
      await expect
        .poll(() => bodyRows(page).locator('td:nth-child(2)').allInnerTexts())
        .toEqual(['11', '12']);
      await drawnOnce(commits);
      commits = await markDrawnRows(page);
      await page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click();
      await expect.poll(async () => (await names())[0]).toBe(`Cached ${suffix} 10`);
      await drawnOnce(commits);
      commits = await markDrawnRows(page);
      await search(page, `Cached ${suffix} 2`, 2);
      await drawnOnce(commits);
    },
  );

  it(
    'revalidates when the list opens again: 200 with a new record, then 304',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await signIn(page);
      await openList(page, project);
      await addProject(`Cached ${suffix} late`, `CAL-${suffix}`);

      const changed = await reopenList(page);
      expect(changed.status()).toBe(200);
      expect(await changed.request().headerValue('if-none-match')).toMatch(/^".+"$/);
      await search(page, `Cached ${suffix} late`, 1);
      await screenshot(page, 'project-list-revalidated');

      const unchanged = await reopenList(page);
      expect(unchanged.status()).toBe(304);
      await search(page, `Cached ${suffix} late`, 1);
    },
  );
});
