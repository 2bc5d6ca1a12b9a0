// Two people editing one record, in two tabs: the second save never overwrites the first silently. It shows who
// changed what since the form was opened, and saves over it only when asked; "Keep their version" shows theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { commonTexts, project } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { dialog } from './pageSteps.ts';
import { projectBody } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
});
afterAll(async () => {
  await browser?.close();
});

const CHANGED_TITLE = 'Changed since you opened it';
const suffix = `${Date.now() % 100000}`;

describe('two tabs editing one project', () => {
  /** A new project through the API; its id. */
  const addProject = async (name: string, code: string) => {
    const added = await api<{ id: number }>(project.endpoints.add, projectBody(name, code));
    return added.id;
  };
  const storedName = async (id: number) =>
    (await api<{ project_name: string }[]>(`${project.endpoints.get}/${id}`))[0].project_name;
  /** A signed-in tab on the project's edit form, its name field filled from the record. */
  const openEdit = async (id: number, name: string): Promise<Page> => {
    const page = await newPage(browser);
    await signIn(page);
    await page.goto(`${project.routes.edit}/${id}`);
    const nameInput = page.getByLabel('Name', { exact: true });
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    return page;
  };
  const save = (page: Page) => page.getByRole('button', { name: commonTexts.save }).click();
  const updated = (page: Page) =>
    dialog(page).getByRole('heading', { name: commonTexts.updatedTitle, exact: true }).waitFor();

  it(
    "asks the second editor, showing the first one's change, and saves theirs over it when asked",
    { timeout: scaled(120_000) },
    async () => {
      const id = await addProject(`Shared ${suffix}`, `TAB-${suffix}`);
      const [first, second] = [
        await openEdit(id, `Shared ${suffix}`),
        await openEdit(id, `Shared ${suffix}`),
      ];
      await first.getByLabel('Name', { exact: true }).fill(`First ${suffix}`);
      await save(first);
      await updated(first);

      await second.getByLabel('Name', { exact: true }).fill(`Second ${suffix}`);
      await save(second);
      const conflict = dialog(second);
      await conflict.getByRole('heading', { name: CHANGED_TITLE }).waitFor();
      await conflict.getByText(`Name: Shared ${suffix} → First ${suffix}`).waitFor();
      await screenshot(second, 'edit-conflict');
      // Nothing was overwritten while the dialog asks.
      expect(await storedName(id)).toBe(`First ${suffix}`);
      await conflict.getByRole('button', { name: 'Save mine over it' }).click();
      await updated(second);
      expect(await storedName(id)).toBe(`Second ${suffix}`);
    },
  );

  it(
    "keeps the other editor's version when asked: the form shows it, nothing is saved",
    { timeout: scaled(120_000) },
    async () => {
      const id = await addProject(`Kept ${suffix}`, `KEEP-${suffix}`);
      const [first, second] = [await openEdit(id, `Kept ${suffix}`), await openEdit(id, `Kept ${suffix}`)];
      await first.getByLabel('Name', { exact: true }).fill(`Theirs ${suffix}`);
      await save(first);
      await updated(first);

      await second.getByLabel('Name', { exact: true }).fill(`Mine ${suffix}`);
      await save(second);
      await dialog(second).getByRole('heading', { name: CHANGED_TITLE }).waitFor();
      await dialog(second).getByRole('button', { name: 'Keep their version' }).click();
      const nameInput = second.getByLabel('Name', { exact: true });
      await expect.poll(() => nameInput.inputValue()).toBe(`Theirs ${suffix}`);
      expect(await storedName(id)).toBe(`Theirs ${suffix}`);
      // Saved again now, the form is against the current version: no second conflict.
      await nameInput.fill(`Mine after ${suffix}`);
      await save(second);
      await updated(second);
      expect(await storedName(id)).toBe(`Mine after ${suffix}`);
    },
  );
});
