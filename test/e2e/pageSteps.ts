// Steps the browser tests take on the generic screens: lists, forms and result dialogs.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { commonTexts, type ResourceConfig } from '../../resources/index.ts';
import { screenshot } from './browser.ts';
import { scaled } from '../timeouts.ts';

export const bodyRows = (page: Page) => page.locator('tbody tr');
/**
 * A list row's cells, one per config column (S.No. first): the row's checkbox, which chooses it for the bulk
 * actions, left out. (A list's `td:nth-child(n)` counts the checkbox: S.No. is the second.)
 */
export const ROW_CELLS = 'td:not(.MuiTableCell-paddingCheckbox)';
export const dialog = (page: Page) => page.getByRole('dialog');

/** A field's label as the form draws it: with ' *' where the config marks it (the driver form). */
export const labelOf = (config: ResourceConfig, name: string): string => {
  const field = config.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${config.name} has no field ${name}`);
  return field.marked ? `${field.label} *` : field.label;
};

export const fill = (page: Page, config: ResourceConfig, name: string, text: string) =>
  page.getByLabel(labelOf(config, name), { exact: true }).fill(text);

/** Chooses an option of a one-value select; a click the menu missed (a loaded machine) is made again. */
export const choose = async (page: Page, config: ResourceConfig, name: string, option: string) => {
  await page.getByRole('combobox', { name: labelOf(config, name), exact: true }).click();
  const listbox = page.getByRole('listbox');
  const closed = () =>
    listbox.waitFor({ state: 'detached', timeout: scaled(5_000) }).then(
      () => true,
      () => false,
    );
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    if (attempt > 1 && !(await listbox.isVisible())) return;
    await page.getByRole('option', { name: option, exact: true }).click();
    if (await closed()) return;
  }
  throw new Error(`The ${name} menu stayed open after choosing ${option}`);
};

/** Types dd/mm/yyyy digits into the date field with this label. */
export const typeDate = async (page: Page, label: string, digits: string) => {
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(digits);
};

/** A URL predicate for a resource's list, whatever view its query names (a list keeps its view in its address). */
export const atList = (config: ResourceConfig) => (url: URL) => url.pathname === config.routes.list;

/**
 * Every empty list's sentence (src/crud/list/EmptyList.tsx): 'No sites yet.', 'No sites match this search.', 'No
 * sites match these filters.'
 */
export const emptyListText = /^No .* (yet|match this search|match these filters)\.$/;

export const openList = async (page: Page, config: ResourceConfig) => {
  await page.goto(config.routes.list);
  await page.getByRole('heading', { name: config.texts.listHeading, exact: true }).waitFor();
  // Loaded: rows or the empty-list text are drawn and the loading dialog has gone.
  await bodyRows(page).first().or(page.getByText(emptyListText)).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
};

/**
 * Searches, and waits until the list applies it (its debounce passed: the list's data-search names the text)
 * and shows only rows containing `text`, `rows` of them on this page. Search runs in memory, with no request.
 */
export const search = async (page: Page, text: string, rows: number) => {
  await page.getByPlaceholder(commonTexts.searchPlaceholder).fill(text);
  await expect.poll(() => page.locator('[data-search]').getAttribute('data-search')).toBe(text);
  await expect
    .poll(async () => {
      const texts = await bodyRows(page).allInnerTexts();
      return texts.length === rows && texts.every((row) => row.toLowerCase().includes(text.toLowerCase()));
    })
    .toBe(true);
};

/** Checks the open result dialog's title and text, saves a screenshot, and closes it with its one button. */
export const expectResult = async (page: Page, title: string, text: string | undefined, shot: string) => {
  await dialog(page).getByRole('heading', { name: title, exact: true }).waitFor();
  if (text) await dialog(page).getByText(text, { exact: true }).waitFor();
  await screenshot(page, shot);
  await dialog(page).getByRole('button').click();
};

/** Clicks Save and waits for the call it makes to `endpoint`, answering the server's reply. */
export const saveAndRead = async (page: Page, endpoint: string) => {
  const answer = page.waitForResponse((response) => response.url().includes(`/api/${endpoint}`));
  await page.getByRole('button', { name: commonTexts.save }).click();
  return (await (await answer).json()) as { message: string; subMessage?: string };
};

/** Deletes the one listed row after checking the confirmation's exact texts and buttons. */
export const deleteListedRow = async (page: Page, config: ResourceConfig) => {
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
};

/**
 * A list's Add button in its header (an empty list repeats it below its sentence).
 * @example await addButton(page, site.texts.addButton).click();
 */
export const addButton = (page: Page, name: string) => page.getByRole('link', { name }).first();
