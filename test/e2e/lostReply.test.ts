// A save whose reply the network lost, on the real server: the server wrote the project, the browser saw a network
// failure. The client sends the add again with the same Idempotency-Key, so the form ends with 'Added!' and the
// server holds one project, not two.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, project } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, signIn } from './browser.ts';
import { dialog } from './pageSteps.ts';
import { fillAddForm } from './schemeForm.ts';
import { scaled } from '../timeouts.ts';

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

describe('a save whose reply the network lost', () => {
  it('adds one project and shows Added!', { timeout: scaled(90_000) }, async () => {
    const code = `L-${Date.now() % 100000}`;
    const page = await newPage(browser);
    await signIn(page);
    await page.goto(project.routes.create);
    await fillAddForm(page, project, { name: `Lost ${code}`, code, state: stateName });
    const keys: (string | undefined)[] = [];
    await page.route(`**/api/${project.endpoints.add}`, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      // The first add reaches the server, which writes the project; its reply never reaches the browser.
      await route.fetch();
      await route.abort('failed');
    });
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: commonTexts.save }).click();
    // Polled over every dialog heading, so that a failure names the dialog that came instead.
    await expect
      .poll(() => dialog(page).getByRole('heading').allInnerTexts(), { timeout: scaled(30_000) })
      .toContain(commonTexts.addedTitle);
    const rows = await api<Record<string, unknown>[]>(project.endpoints.list);
    expect(rows.filter((row) => row.project_code === code)).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys).toEqual([keys[0], keys[0]]);
  });
});
