// docs/development.md's promise: a new master entity is one folder (config and Hindi), one registry line, one
// table and one migration. Its five steps are applied word for word to a copy of the repository (entityRecipe.ts),
// which is then linted, type-checked, tested by the registry-driven test files, built and started; vehicles are
// then used through the API and in the browser, and audited.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { commonTexts, type ResourceConfig } from '../../resources/index.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { buildForTests, startBuiltServer } from './builtServer.ts';
import { applyRecipe, checkWritten } from './entityRecipe.ts';
import {
  atList,
  bodyRows,
  choose,
  dialog,
  expectResult,
  fill,
  openList,
  saveAndRead,
  addButton,
  ROW_CELLS,
} from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let recipe: ReturnType<typeof applyRecipe>;
let server: Awaited<ReturnType<typeof startBuiltServer>>;
let vehicle: ResourceConfig;
let api: AdminApi;
let browser: Browser;
let state: { state_id: number; state_name: string };

beforeAll(async () => {
  recipe = applyRecipe();
  checkWritten(recipe);
  server = await startBuiltServer(buildForTests(recipe.copy));
  ({ vehicle } = (await import(path.join(recipe.copy, recipe.configPath))) as {
    vehicle: ResourceConfig;
  });
  api = await adminApi(server.baseUrl);
  state = (await api<{ state: (typeof state)[] }>('master_data')).state[0];
  browser = await launchBrowser();
}, scaled(600_000));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  server?.remove();
  if (recipe) fs.rmSync(recipe.copy, { recursive: true, force: true });
});

/** The API's answer and status, failures included. */
const call = async (endpoint: string, body?: unknown) => {
  try {
    return { ok: true, body: await api<Record<string, unknown>>(endpoint, body) };
  } catch (error) {
    return { ok: false, body: { error: String(error) } };
  }
};

describe('a master entity added by the development docs alone', () => {
  it('has its endpoints, with the config’s rules on the server', async () => {
    const refused = await call('vehicles_add', { registration: ' ', state_id: state.state_id });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.body.error).toContain('Registration is required');

    const added = await call('vehicles_add', { registration: 'MH-12-AB-1234', state_id: state.state_id });
    expect(added.body).toMatchObject({ message: commonTexts.addedTitle, subMessage: vehicle.texts.added });
    const id = added.body.id as number;
    expect(await api(`get_vehicle/${id}`)).toEqual([
      expect.objectContaining({ registration: 'MH-12-AB-1234' }),
    ]);
    expect(
      (await call(`vehicles_edit/${id}`, { registration: 'MH-12-AB-9999', state_id: state.state_id })).body,
    ).toEqual({
      message: vehicle.texts.updated,
    });
    expect(await api('vehicles')).toEqual([expect.objectContaining({ id, registration: 'MH-12-AB-9999' })]);
    expect(await api('dashboard')).toMatchObject({ counts: { vehicles: 1 } });
    expect((await call(`vehicle_delete/${id}`)).body).toEqual({ message: vehicle.texts.deleted });
    expect(await api('vehicles')).toEqual([]);
  });

  it(
    'has its sidebar entry, screens and dashboard figure in the browser',
    { timeout: scaled(120_000) },
    async () => {
      const page = await newPage(browser, server.baseUrl);
      await signIn(page);
      await page.getByRole('menuitem', { name: 'Manage Master' }).click();
      const entry = page.getByRole('menuitem', { name: vehicle.texts.menuLabel });
      // The recipe's icon, drawn by its path (a production build gives MUI icons no test id).
      const shuttle = fs.readFileSync('node_modules/@mui/icons-material/AirportShuttle.js', 'utf8');
      expect(await entry.locator('svg path').getAttribute('d')).toBe(/\bd: "([^"]+)"/.exec(shuttle)?.[1]);
      await entry.click();
      await openList(page, vehicle);
      await addButton(page, vehicle.texts.addButton).click();
      await page.getByRole('heading', { name: vehicle.texts.createHeading, level: 1 }).waitFor();
      await page.getByRole('button', { name: commonTexts.save }).click();
      await page.getByText('Registration is required').waitFor();
      await fill(page, vehicle, 'registration', 'KA-01-XY-4321');
      await choose(page, vehicle, 'state_id', state.state_name);
      await screenshot(page, 'vehicle-create');
      const reply = await saveAndRead(page, vehicle.endpoints.add);
      await expectResult(page, reply.message, reply.subMessage, 'vehicle-added');
      await page.waitForURL(atList(vehicle));
      await expect
        .poll(() => bodyRows(page).first().locator(ROW_CELLS).allInnerTexts())
        .toEqual(expect.arrayContaining(['1', 'KA-01-XY-4321', state.state_name]));
      await screenshot(page, 'vehicle-list');
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Vehicles 1', exact: true }).waitFor();
      await expect.poll(() => dialog(page).count()).toBe(0);
      await screenshot(page, 'vehicle-dashboard');
    },
  );

  it('audits every add, edit and delete of it', async () => {
    await server.stop();
    const database = await openDatabase({ embedded: server.dataDir });
    try {
      const { rows } = (await database.db.execute(
        sql`select action from audit_log where resource = 'vehicle' order by id`,
      )) as unknown as { rows: { action: string }[] };
      expect(rows.map((row) => row.action)).toEqual(['add', 'edit', 'delete', 'add']);
    } finally {
      await database.close();
    }
  });
});
