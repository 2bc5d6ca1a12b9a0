// The keyboard alone: sign in, open a list from the sidebar, add a project (a select and both date pickers),
// confirm the result, cancel a delete with Escape (the focus back on the row's Delete button); and a site's
// dependent selects (state, district, block) and its day select, which also sets the day's name; a file chooser.
import { addDays, format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTexts } from '../../resources/csvImport/index.ts';
import { commonTexts, project, site, type ResourceConfig } from '../../resources/index.ts';
import { e2eAdmin } from './admin.ts';
import { adminApi, launchBrowser, newPage } from './browser.ts';
import { chooseWithKeys, focused, markedHasFocus, markFocused, pressUntil } from './keyboardSteps.ts';
import { dialog } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let page: Page;
const tag = String(Date.now() % 100000);
const start = addDays(new Date(), 10);
const place = { state: 'HIMACHAL PRADESH', district: 'KULLU', block: 'ANNI' };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const sidebarOpen = () => page.locator('.RaMenu-open').count();
const press = (key: string) => page.keyboard.press(key);
const typeInto = async (label: string, text: string) => {
  await pressUntil(page, 'Tab', label);
  await page.keyboard.type(text);
};

/** Waits for a screen's heading (a route's code may still be loading while the old screen stays), and for
 * a list's loading dialog, which holds the focus while it is open, to have closed. */
const screenShown = async (heading: string) => {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
};

/** Saves with the keyboard, and closes the success dialog, whose OK button has the focus, with Enter. */
const saveAndConfirm = async (config: ResourceConfig) => {
  await pressUntil(page, 'Tab', commonTexts.save);
  await press('Enter');
  await dialog(page).getByText(config.texts.added).waitFor();
  await expect.poll(() => focused(page)).toMatchObject({ name: 'OK', inDialog: true, ring: true });
  await press('Enter');
  await screenShown(config.texts.listHeading);
};

const savedRow = async (list: string, key: string, value: string) =>
  (await (await adminApi())<Record<string, unknown>[]>(list)).find((row) => row[key] === value);

describe('the keyboard alone', () => {
  it(
    'signs in, adds a project from the sidebar and cancels a delete',
    { timeout: scaled(120_000) },
    async () => {
      await page.goto('/login');
      await typeInto('Username', e2eAdmin.email);
      await typeInto('Password', e2eAdmin.password);
      await press('Enter');
      await page.waitForURL('**/home');
      // The signed-in shell loads its code and its language's messages first: until then nothing takes the focus.
      await page.getByRole('heading', { level: 1 }).waitFor();

      // The focus entering the sidebar expands it; its entries move with the arrows and open with Enter.
      await pressUntil(page, 'Tab', 'Home');
      expect(await sidebarOpen()).toBe(1);
      expect((await focused(page)).ring).toBe(true);
      await pressUntil(page, 'ArrowDown', 'Manage Master');
      await press('Enter');
      await pressUntil(page, 'ArrowDown', project.texts.menuLabel);
      await press('Enter');
      await screenShown(project.texts.listHeading);
      await pressUntil(page, 'Tab', project.texts.addButton);
      expect(await sidebarOpen()).toBe(0);
      await press('Enter');
      await screenShown(project.texts.createHeading);

      // The form's order: Name, Start Date typed, End Date from its calendar, Project Code, State.
      await typeInto('Name', 'Keyboard Project');
      await typeInto('Day', format(start, 'ddMMyyyy'));
      await pressUntil(page, 'Tab', /^Choose date/);
      await pressUntil(page, 'Tab', /^Choose date/);
      await press('Enter');
      await dialog(page).waitFor();
      expect((await focused(page)).inDialog).toBe(true);
      // The calendar opens on the end date's minimum, the start date: the next day is one arrow away.
      await press('ArrowRight');
      await press('Enter');
      await dialog(page).waitFor({ state: 'detached' });
      expect((await focused(page)).name).toMatch(/^Choose date/);
      await typeInto('Project Code', `KEY-${tag}`);
      await chooseWithKeys(page, /^State/, place.state);
      expect(await focused(page)).toMatchObject({ role: 'combobox', text: place.state });
      await saveAndConfirm(project);
      expect(await savedRow('projects', 'project_code', `KEY-${tag}`)).toMatchObject({
        project_name: 'Keyboard Project',
        start_date: expect.stringMatching(`^${format(start, 'yyyy-MM-dd')}`),
        end_date: expect.stringMatching(`^${format(addDays(start, 1), 'yyyy-MM-dd')}`),
      });

      await page.locator('tbody tr').first().waitFor();
      await pressUntil(page, 'Tab', 'Delete');
      await markFocused(page);
      await press('Enter');
      await dialog(page).getByText(commonTexts.deleteConfirm).waitFor();
      expect((await focused(page)).inDialog).toBe(true);
      await press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await markedHasFocus(page)).toBe(true);
    },
  );

  it(
    'adds a site through its dependent selects and its two-field day select',
    { timeout: scaled(90_000) },
    async () => {
      await page.goto(site.routes.create);
      await screenShown(site.texts.createHeading);
      await typeInto('Site name', 'Keyboard Camp');
      await typeInto('MHU', 'MHU-K');
      await typeInto('Site code', `KS-${tag}`);
      await chooseWithKeys(page, /^Day/, 'Monday');
      await chooseWithKeys(page, /^State/, place.state);
      await chooseWithKeys(page, /^District/, place.district);
      await chooseWithKeys(page, /^Block/, place.block);
      expect(await focused(page)).toMatchObject({ role: 'combobox', text: place.block });
      await saveAndConfirm(site);
      expect(await savedRow('sites', 'site_code', `KS-${tag}`)).toMatchObject({
        day_name: 'Monday',
        days: 701,
        state_id: 2,
        district_id: 20,
        block_id: 168,
      });
    },
  );

  it('opens the file chooser of an import from the keyboard', async () => {
    // Listened for before the page loads: Playwright turns the browser's chooser interception on when a listener
    // comes, and a Space sent just after could overtake that (a run timed out so once, beside the other suites).
    const chooser = page.waitForEvent('filechooser');
    await page.goto(`/import/${site.name}`);
    await screenShown(importTexts.heading(site.texts.listHeading));
    await pressUntil(page, 'Tab', importTexts.chooseFile);
    expect(await page.locator('label:has(input:focus-visible)').count()).toBe(1);
    await press('Space');
    await (
      await chooser
    ).setFiles({
      name: 'sites.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Site name,Site code,MHU,Day,State,District,Block\nKey Camp,KC-${tag},M,Monday,2,20,168\n`,
      ),
    });
    await page.locator('[data-row-status]').first().waitFor();
  });
});
