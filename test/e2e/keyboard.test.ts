// The keyboard alone: sign in, open a list from the sidebar, add a project (a select and both date pickers),
// confirm the result, and cancel a delete with Escape, the focus coming back to the row's Delete button.
import { addDays, format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, project } from '../../resources/index.ts';
import { e2eAdmin } from './admin.ts';
import { adminApi, launchBrowser, newPage } from './browser.ts';
import { focused, markedHasFocus, markFocused, pressUntil } from './keyboardSteps.ts';
import { dialog } from './pageSteps.ts';

let browser: Browser;
let page: Page;
const code = `KEY-${Date.now() % 100000}`;
const start = addDays(new Date(), 10);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const sidebarOpen = () => page.locator('.RaMenu-open').count();
const press = (key: string) => page.keyboard.press(key);
/** Waits for a screen's heading (a route's code may still be loading while the old screen stays), and for
 * a list's loading dialog, which holds the focus while it is open, to have closed. */
const screenShown = async (heading: string) => {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
};

describe('the keyboard alone', () => {
  it('signs in, adds a project from the sidebar and cancels a delete', { timeout: 120_000 }, async () => {
    await page.goto('/login');
    await pressUntil(page, 'Tab', 'Username');
    await page.keyboard.type(e2eAdmin.email);
    await pressUntil(page, 'Tab', 'Password');
    await page.keyboard.type(e2eAdmin.password);
    await press('Enter');
    await page.waitForURL('**/home');

    // The focus entering the sidebar expands it; its entries move with the arrows and open with Enter.
    await pressUntil(page, 'Tab', 'Home');
    expect(await sidebarOpen()).toBe(1);
    await pressUntil(page, 'ArrowDown', 'Manage Master');
    await press('Enter');
    await pressUntil(page, 'ArrowDown', project.texts.menuLabel);
    await press('Enter');
    await screenShown(project.texts.listHeading);
    await pressUntil(page, 'Tab', project.texts.addButton);
    expect(await sidebarOpen()).toBe(0);
    await press('Enter');
    await screenShown(project.texts.createHeading);

    // Fields in the form's order: Name, Start Date typed, End Date from its calendar, Project Code, State.
    await pressUntil(page, 'Tab', 'Name');
    await page.keyboard.type('Keyboard Project');
    await pressUntil(page, 'Tab', 'Day');
    await page.keyboard.type(format(start, 'ddMMyyyy'));
    await pressUntil(page, 'Tab', /^Choose date/);
    await pressUntil(page, 'Tab', /^Choose date/);
    await press('Enter');
    await dialog(page).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    // The calendar opens on the end date's minimum, the start date: the next day is one arrow away.
    await press('ArrowRight');
    await press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await pressUntil(page, 'Tab', 'Project Code');
    await page.keyboard.type(code);
    await pressUntil(page, 'Tab', /^State/);
    await press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await pressUntil(page, 'ArrowDown', /^\S/);
    const state = (await focused(page)).name;
    await press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ role: 'combobox', text: state });

    await pressUntil(page, 'Tab', commonTexts.save);
    await press('Enter');
    await dialog(page).getByText(project.texts.added).waitFor();
    expect(await focused(page)).toMatchObject({ name: 'OK', inDialog: true });
    await press('Enter');
    await screenShown(project.texts.listHeading);
    const saved = (await (await adminApi())<Record<string, string>[]>('projects')).find(
      (row) => row.project_code === code,
    );
    expect(saved).toMatchObject({ project_name: 'Keyboard Project' });
    expect(saved?.start_date.slice(0, 10)).toBe(format(start, 'yyyy-MM-dd'));
    expect(saved?.end_date.slice(0, 10)).toBe(format(addDays(start, 1), 'yyyy-MM-dd'));

    await page.locator('tbody tr').first().waitFor();
    await pressUntil(page, 'Tab', 'Delete');
    await markFocused(page);
    await press('Enter');
    await dialog(page).getByText(commonTexts.deleteConfirm).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await markedHasFocus(page)).toBe(true);
  });
});
