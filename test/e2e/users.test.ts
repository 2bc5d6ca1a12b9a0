// Users through the UI on the real server: add per role (several districts for role 2), the taken-email
// message, edit with a role change that clears the place, search by district name, delete with confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { commonTexts, user, userMessages, type MasterData } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { e2eAdmin } from './admin.ts';
import { atList, bodyRows, dialog, openList, search, addButton, ROW_CELLS } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
const suffix = `U${Date.now() % 100000}`;
const programName = `Program ${suffix}`;
const projectName = `Project ${suffix}`;

/** A state of the built-in set with two districts that both have blocks, and those blocks. */
interface Place {
  state: string;
  districts: [string, string];
  blocks: [string, string];
}
let place: Place;

const placeIn = (data: MasterData): Place => {
  for (const state of data.state) {
    const withBlocks = data.district.filter(
      (district) =>
        district.state_id === state.state_id &&
        data.block.some((block) => block.district_id === district.district_id),
    );
    if (withBlocks.length < 2) continue;
    const [first, second] = withBlocks;
    const blockOf = (districtId: number) => data.block.find((b) => b.district_id === districtId)!.block_name;
    return {
      state: state.state_name,
      districts: [first.district_name, second.district_name],
      blocks: [blockOf(first.district_id), blockOf(second.district_id)],
    };
  }
  throw new Error('No built-in state has two districts with blocks');
};

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  const master = await api<MasterData>('master_data');
  place = placeIn(master);
  const dates = {
    state_id: master.state[0].state_id,
    startDate: '2030-01-01',
    endDate: '2030-12-31',
    id: '',
  };
  await api('programs_add', { ...dates, program_name: programName, program_code: `PG-${suffix}` });
  await api('projects_add', { ...dates, project_name: projectName, project_code: `PJ-${suffix}` });
});
afterAll(async () => {
  await browser?.close();
});

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** Waits until no menu or dialog is still fading in or out, so a screenshot shows what stays on screen. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await screenshot(page, name);
};

const choose = async (page: Page, label: string, option: string) => {
  await combobox(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

const openAddForm = async (page: Page) => {
  await signIn(page);
  await openList(page, user);
  await addButton(page, user.texts.addButton).click();
  await page.getByRole('heading', { name: user.texts.createHeading, exact: true }).waitFor();
};

const fillBasics = async (page: Page, name: string) => {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page
    .getByLabel('Email', { exact: true })
    .fill(`${name.replace(/\W/g, '.').toLowerCase()}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('kestrel-41');
  await page.getByLabel('Mobile Number', { exact: true }).fill('9876543210');
};

/** Saves, checks the result dialog's title and text, closes it and waits for the list. */
const saveAndExpect = async (page: Page, title: string, text: string, shot: string) => {
  await page.getByRole('button', { name: commonTexts.save }).click();
  await dialog(page).getByRole('heading', { name: title, exact: true }).waitFor();
  await dialog(page).getByText(text, { exact: true }).waitFor();
  await shoot(page, shot);
  await dialog(page).getByRole('button').click();
  await page.waitForURL(atList(user));
};

const cellsOf = async (page: Page, name: string) => {
  await search(page, name, 1);
  return bodyRows(page).first().locator(ROW_CELLS).allInnerTexts();
};

describe('managing users in the browser', () => {
  const coordinator = `Coordinator ${suffix}`;
  const manager = `Manager ${suffix}`;
  const lead = `Lead ${suffix}`;

  it(
    'adds a role 2 user with several districts, listed with their names joined',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await openAddForm(page);
      await fillBasics(page, coordinator);
      await choose(page, 'Role', 'State Coordinator');
      await choose(page, 'State', place.state);
      await combobox(page, 'District').click();
      for (const district of place.districts)
        await page.getByRole('option', { name: district, exact: true }).click();
      await page.keyboard.press('Escape');
      // The blocks of both districts are offered.
      await combobox(page, 'Block').click();
      for (const block of place.blocks)
        await page.getByRole('option', { name: block, exact: true }).waitFor();
      await page.getByRole('option', { name: place.blocks[1], exact: true }).click();
      await page.getByLabel('City/Village', { exact: true }).fill('Shimla');
      await shoot(page, 'user-create-role-2');
      await saveAndExpect(page, 'Added!', user.texts.added, 'user-added');
      const cells = await cellsOf(page, coordinator);
      await shoot(page, 'user-list');
      expect(cells.slice(1, 8)).toEqual([
        coordinator,
        'State Coordinator',
        `${coordinator.replace(/\W/g, '.').toLowerCase()}@example.org`,
        '9876543210',
        place.state,
        place.districts.join(', '),
        place.blocks[1],
      ]);
    },
  );

  it(
    'adds a role 3 user with a program and a role 4 user with a project',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await openAddForm(page);
      await fillBasics(page, manager);
      await choose(page, 'Role', 'Program Manager');
      await expect.poll(() => combobox(page, 'State').count()).toBe(0);
      await choose(page, 'Program', programName);
      await shoot(page, 'user-create-role-3');
      await saveAndExpect(page, 'Added!', user.texts.added, 'user-added-role-3');
      await addButton(page, user.texts.addButton).click();
      await fillBasics(page, lead);
      await choose(page, 'Role', 'Project Manager');
      await choose(page, 'Project', projectName);
      await shoot(page, 'user-create-role-4');
      await saveAndExpect(page, 'Added!', user.texts.added, 'user-added-role-4');
      expect((await cellsOf(page, lead)).slice(1, 3)).toEqual([lead, 'Project Manager']);
    },
  );

  it("says 'Email already exists' for the administrator's email", { timeout: scaled(90_000) }, async () => {
    const page = await newPage(browser);
    await openAddForm(page);
    await page.getByLabel('Email', { exact: true }).fill(e2eAdmin.email);
    await page.getByLabel('Name', { exact: true }).click();
    await page.getByText(userMessages.emailExists, { exact: true }).waitFor();
    await shoot(page, 'user-email-exists');
  });

  it('finds users by district name', { timeout: scaled(90_000) }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, user);
    // Other files on this server may add users in the same district: every row found is in it, ours among them.
    const district = place.districts[1];
    await page.getByPlaceholder(commonTexts.searchPlaceholder).fill(district);
    await expect.poll(() => page.locator('[data-search]').getAttribute('data-search')).toBe(district);
    await expect
      .poll(async () => {
        const rows = await bodyRows(page).allInnerTexts();
        return rows.every((row) => row.includes(district)) && rows.some((row) => row.includes(coordinator));
      })
      .toBe(true);
    await shoot(page, 'user-list-district-search');
  });

  it(
    'edits a user: a new role clears district and block but keeps the state',
    { timeout: scaled(90_000) },
    async () => {
      const page = await newPage(browser);
      await signIn(page);
      await openList(page, user);
      await search(page, coordinator, 1);
      await bodyRows(page).first().getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**${user.routes.edit}/*`);
      await page.getByRole('heading', { name: user.texts.editHeading, exact: true }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
      await expect.poll(() => combobox(page, 'Block').innerText()).toBe(place.blocks[1]);
      await shoot(page, 'user-edit');
      await choose(page, 'Role', 'District Coordinator');
      expect(await combobox(page, 'State').innerText()).toBe(place.state);
      await expect.poll(() => combobox(page, 'District').innerText()).not.toContain(place.districts[0]);
      expect(await combobox(page, 'Block').innerText()).not.toContain(place.blocks[1]);
      await shoot(page, 'user-edit-role-changed');
      await choose(page, 'District', place.districts[0]);
      await choose(page, 'Block', place.blocks[0]);
      await saveAndExpect(page, commonTexts.updatedTitle, user.texts.updated, 'user-updated');
      const cells = await cellsOf(page, coordinator);
      expect(cells.slice(2, 8)).toEqual([
        'District Coordinator',
        expect.any(String),
        '9876543210',
        place.state,
        place.districts[0],
        place.blocks[0],
      ]);
    },
  );

  it('deletes a user after confirmation and reloads the list', { timeout: scaled(90_000) }, async () => {
    const page = await newPage(browser);
    await signIn(page);
    await openList(page, user);
    await search(page, manager, 1);
    await bodyRows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog(page).getByText(commonTexts.confirmTitle, { exact: true }).waitFor();
    await dialog(page).getByText('This action will delete the user.', { exact: true }).waitFor();
    await shoot(page, 'user-delete-confirm');
    await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
    await dialog(page).getByRole('heading', { name: commonTexts.deletedTitle, exact: true }).waitFor();
    await dialog(page).getByText(user.texts.deleted, { exact: true }).waitFor();
    await shoot(page, 'user-deleted');
    await dialog(page).getByRole('button').click();
    await expect.poll(() => bodyRows(page).count()).toBe(0);
  });
});
