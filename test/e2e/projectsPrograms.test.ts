// Projects and programs through the UI on the real server: add, edit, search, sort, paginate and delete,
// with every dialog's exact texts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { commonTexts, program, project, type ResourceConfig } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
let api: AdminApi;
let stateName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  stateName = (await api<{ state: { state_name: string }[] }>('master_data')).state[0].state_name;
});
afterAll(async () => {
  await browser?.close();
});

const keys = (config: ResourceConfig) => ({
  name: `${config.name}_name`,
  code: `${config.name}_code`,
  codeLabel: config.name === 'project' ? 'Project Code' : 'Program Code',
});

const bodyRows = (page: Page) => page.locator('tbody tr');
const dialog = (page: Page) => page.getByRole('dialog');

/** Types dd/mm/yyyy digits into the date field with this label. */
const typeDate = async (page: Page, label: string, digits: string) => {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(digits);
};

const openList = async (page: Page, config: ResourceConfig) => {
  await page.goto(config.routes.list);
  await page.getByRole('heading', { name: config.texts.listHeading, exact: true }).waitFor();
  // Loaded: rows or the empty-list text are drawn and the loading dialog has gone.
  await bodyRows(page)
    .first()
    .or(page.getByText(/^No .* found/))
    .waitFor();
  await dialog(page).waitFor({ state: 'detached' });
};

/** Searches, and waits until the list shows only matching rows, `rows` of them on this page. */
const search = async (page: Page, config: ResourceConfig, text: string, rows: number) => {
  // The search is debounced: wait for the list call it makes, so no later reset can undo the next step.
  const searched = page.waitForResponse((response) =>
    response.url().endsWith(`/api/${config.endpoints.list}`),
  );
  await page.getByPlaceholder(commonTexts.searchPlaceholder).fill(text);
  await searched;
  await expect
    .poll(async () => {
      const texts = await bodyRows(page).allInnerTexts();
      return texts.length === rows && texts.every((row) => row.toLowerCase().includes(text.toLowerCase()));
    })
    .toBe(true);
};

/** Closes the open result dialog with its one button after checking its title and text. */
const expectResult = async (page: Page, title: string, text: string | undefined, shot: string) => {
  await dialog(page).getByRole('heading', { name: title, exact: true }).waitFor();
  if (text) await dialog(page).getByText(text, { exact: true }).waitFor();
  await screenshot(page, shot);
  await dialog(page).getByRole('button').click();
};

describe.each([project, program])('managing $name records in the browser', (config) => {
  const { name, code, codeLabel } = keys(config);
  const suffix = `${config.name.slice(0, 3).toUpperCase()}-${Date.now() % 100000}`;

  it('adds a record through the form and shows the server reply', { timeout: 90_000 }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, config);
    await screenshot(page, `${config.name}-list`);
    await page.getByRole('link', { name: config.texts.addButton }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(config.texts.createHeading);
    await page.getByLabel('Name', { exact: true }).fill(`Alpha ${suffix}`);
    await typeDate(page, 'Start Date', '01022030');
    await typeDate(page, 'End Date', '15032030');
    await page.getByLabel(codeLabel).fill(`A-${suffix}`);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: stateName, exact: true }).click();
    await screenshot(page, `${config.name}-create`);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`/api/${config.endpoints.add}`),
    );
    await page.getByRole('button', { name: commonTexts.save }).click();
    const reply = (await (await answer).json()) as { message: string; subMessage: string };
    await expectResult(page, reply.message, reply.subMessage, `${config.name}-added`);
    await page.waitForURL(`**${config.routes.list}`);
    await search(page, config, `A-${suffix}`, 1);
    const cells = await bodyRows(page).first().locator('td').allInnerTexts();
    expect(cells.slice(1, 6)).toEqual([
      `Alpha ${suffix}`,
      `A-${suffix}`,
      stateName,
      '01/02/2030',
      '15/03/2030',
    ]);
  });

  it('edits a record and shows Updated! with the server message', { timeout: 90_000 }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, config);
    await search(page, config, `A-${suffix}`, 1);
    await bodyRows(page).first().getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**${config.routes.edit}/*`);
    const nameInput = page.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).toBe(`Alpha ${suffix}`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(config.texts.editHeading);
    await screenshot(page, `${config.name}-edit`);
    await nameInput.fill(`Beta ${suffix}`);
    const answer = page.waitForResponse((response) =>
      response.url().includes(`/api/${config.endpoints.edit}/`),
    );
    await page.getByRole('button', { name: commonTexts.save }).click();
    const reply = (await (await answer).json()) as { message?: string };
    await expectResult(
      page,
      commonTexts.updatedTitle,
      reply.message ?? config.texts.updated,
      `${config.name}-updated`,
    );
    await page.waitForURL(`**${config.routes.list}`);
    await search(page, config, `Beta ${suffix}`, 1);
  });

  it('pages by 10 rows, numbering on across pages, and sorts both ways', { timeout: 90_000 }, async () => {
    for (let n = 10; n < 22; n += 1) {
      await api(config.endpoints.add, {
        id: '',
        [name]: `Page ${suffix} ${n}`,
        [code]: `P${n}-${suffix}`,
        state_id: 1,
        startDate: '2030-01-01',
        endDate: '2030-12-31',
      });
    }
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, config);
    await search(page, config, `Page ${suffix}`, 10);
    await page.getByText('1-10 of 12').waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => bodyRows(page).locator('td:first-child').allInnerTexts()).toEqual(['11', '12']);
    await screenshot(page, `${config.name}-page-2`);
    await page.getByRole('button', { name: /previous page/i }).click();
    const names = () => bodyRows(page).locator('td:nth-child(2)').allInnerTexts();
    await page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click();
    await expect.poll(async () => (await names())[0]).toBe(`Page ${suffix} 10`);
    await page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click();
    await expect.poll(async () => (await names())[0]).toBe(`Page ${suffix} 21`);
  });

  it('deletes a record after confirmation and reloads the list', { timeout: 90_000 }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, config);
    await search(page, config, `Beta ${suffix}`, 1);
    await bodyRows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText(commonTexts.confirmTitle, { exact: true }).waitFor();
    await dialog(page).getByText('This action will delete the user.', { exact: true }).waitFor();
    expect((await dialog(page).getByRole('button').allInnerTexts()).map((text) => text.trim())).toEqual([
      commonTexts.confirmCancel,
      commonTexts.confirmDelete,
    ]);
    await screenshot(page, `${config.name}-delete-confirm`);
    const answer = page.waitForResponse((response) =>
      response.url().includes(`/api/${config.endpoints.delete}/`),
    );
    await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
    const reply = (await (await answer).json()) as { message?: string };
    await expectResult(
      page,
      commonTexts.deletedTitle,
      reply.message ?? config.texts.deleted,
      `${config.name}-deleted`,
    );
    await expect.poll(() => bodyRows(page).count()).toBe(0);
  });
});
