// Tablets in a real browser: from 600 to 1,000 px every list of the registry shows the columns its box has room for
// by their priorities (a desktop all of them), keeps S.No. and the Action column's buttons in view, and never
// scrolls the page sideways.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, site, type ResourceConfig } from '../../resources/index.ts';
import { shownFrom } from '../../src/crud/list/columnFit.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
import { openListScreen, pageOfSize, sidewaysOverflow } from './phoneSteps.ts';
import { addSampleRecords, siteBody } from './sampleRecords.ts';

let browser: Browser;
const suffix = String(Date.now() % 100000);
/** One word too long for any column: the table must scroll in its box, not the page. */
const longName = `Longwardname${'x'.repeat(70)}${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  // Every list has a row whatever ran before.
  await addSampleRecords(api);
  await api(site.endpoints.add, siteBody(longName, `TL-${suffix}`));
});
afterAll(async () => {
  await browser?.close();
});

/** A config's S.No. and Action columns, by their display. */
const columnOf = (config: ResourceConfig, kind: 'serial' | 'actions') =>
  config.columns.find((column) => column.display.kind === kind)!;

/** The headings the table draws (a hidden column's cell has display none). */
/** The column headings drawn, after the checkbox that chooses the page's rows (for the bulk actions). */
const shownHeadings = (page: Page) =>
  page
    .locator('thead th:not(.MuiTableCell-paddingCheckbox)')
    .evaluateAll((cells) =>
      cells.filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => cell.textContent),
    );

/** True when the element lies across the window's width as it is drawn (nothing scrolled to show it). */
const withinWidth = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  return Boolean(box && box.width > 0 && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width);
};

/** The first row's action buttons, once access has been answered (the cell is empty until then). */
const firstRowActions = async (page: Page, config: ResourceConfig) => {
  const cell = page.locator(`tbody tr .column-${columnOf(config, 'actions').source}`).first();
  await cell.locator('a, button').first().waitFor();
  return cell.locator('a, button').all();
};

describe.each([600, 820, 1000, 1366])('at %i px wide', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await pageOfSize(browser, { width, height: 1180 });
  });

  it.each(resources.map((config) => [config.name, config] as const))(
    "%s's list shows the columns its box has room for, S.No. and Action in view, no sideways scroll",
    async (name, config) => {
      await openListScreen(page, config);
      // Each heading as the specification writes it, those of the priorities the box is wide enough for; the box
      // measured with the headings, as it is drawn at that moment (a sidebar may still be settling open or shut).
      const expectedFor = (box: number) =>
        config.columns.filter((column) => shownFrom[column.priority] <= box).map((column) => column.label);
      const boxAndHeadings = async () => {
        const box = await page.locator('.RaDataTable-root').evaluate((root) => root.clientWidth);
        return { expected: expectedFor(box), shown: await shownHeadings(page) };
      };
      await expect
        .poll(async () => {
          const { expected, shown } = await boxAndHeadings();
          return shown.join('|') === expected.join('|') ? 'fits' : { expected, shown };
        })
        .toBe('fits');
      const { expected } = await boxAndHeadings();
      // A desktop has room for them all.
      if (width === 1366) expect(expected).toEqual(config.columns.map((column) => column.label));

      const serial = columnOf(config, 'serial');
      expect(await withinWidth(page, page.getByRole('columnheader', { name: serial.label }))).toBe(true);
      expect(await withinWidth(page, page.locator(`tbody tr .column-${serial.source}`).first())).toBe(true);
      const actions = await firstRowActions(page, config);
      for (const action of actions) expect(await withinWidth(page, action), name).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      if (width === 820) await screenshot(page, `tablet-${name}-list`);
    },
  );
});

describe('at 820 px wide a word too long for its column', () => {
  it('scrolls the table in its box under S.No. and the Action column, which stay in view; the page stays', async () => {
    const page = await pageOfSize(browser, { width: 820, height: 1180 });
    await openListScreen(page, site, `${site.routes.list}?q=TL-${suffix}`);
    await page.getByRole('cell', { name: longName }).waitFor();
    const wrapper = page.locator('.RaDataTable-tableWrapper');
    expect(await wrapper.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const actions = await firstRowActions(page, site);
    expect(actions.length).toBe(2);
    for (const action of actions) expect(await withinWidth(page, action)).toBe(true);
    // Scrolled to its far end, the row's S.No. is still in view.
    await wrapper.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const serial = page.locator(`tbody tr .column-${columnOf(site, 'serial').source}`).first();
    expect(await withinWidth(page, serial)).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'tablet-long-word');
  });
});
