// Each role kind in the browser, within its own area: a District Coordinator's menu, lists, buttons and location
// choices, and a Program Manager's read-only sites and own program, on records seeded through the admin API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { program, project, site, user } from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows, openList, search, addButton } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let api: AdminApi;
const suffix = `R${Date.now() % 100000}`;
const password = 'kestrel-41';
const districtCoordinator = { email: `district.${suffix}@example.org`.toLowerCase(), password };
const programManager = { email: `program.${suffix}@example.org`.toLowerCase(), password };

/** Built-in places: Himachal Pradesh (2) > Kullu (20) > Anni (168), > Solan (25) > 200; Uttarakhand (5) > 49 > 379. */
const sites = {
  kullu: { name: `Kullu ${suffix}`, state_id: 2, district_id: 20, block_id: 168 },
  solan: { name: `Solan ${suffix}`, state_id: 2, district_id: 25, block_id: 200 },
  uttarakhand: { name: `Dehradun ${suffix}`, state_id: 5, district_id: 49, block_id: 379 },
};
const programs = {
  own: { name: `Own ${suffix}`, state_id: 2 },
  neighbour: { name: `Neighbour ${suffix}`, state_id: 2 },
  elsewhere: { name: `Elsewhere ${suffix}`, state_id: 5 },
};
let siteIds: Record<keyof typeof sites, number>;

const addSite = async ({ name, ...place }: (typeof sites)[keyof typeof sites]) => {
  const code = name.replace(/\W/g, '-');
  const body = { id: '', site_name: name, mhu: 'MHU-1', site_code: code, day_name: 'Monday', days: 701 };
  return (await api<{ id: number }>('sites_add', { ...body, ...place })).id;
};

const addProgram = async ({ name, state_id }: (typeof programs)[keyof typeof programs]) => {
  const body = { id: '', state_id, startDate: '2030-01-01', endDate: '2030-12-31', program_name: name };
  return (await api<{ id: number }>('programs_add', { ...body, program_code: name.replace(/\W/g, '-') })).id;
};

const addUser = (fields: Record<string, unknown>) =>
  api('users_add', {
    id: '',
    password,
    mobile_number: '9876543210',
    program_id: '',
    project_id: '',
    state_id: '',
    district_id: '',
    block_id: '',
    city_village: '',
    ...fields,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  siteIds = {
    kullu: await addSite(sites.kullu),
    solan: await addSite(sites.solan),
    uttarakhand: await addSite(sites.uttarakhand),
  };
  const ownProgram = await addProgram(programs.own);
  await addProgram(programs.neighbour);
  await addProgram(programs.elsewhere);
  await addUser({
    ...districtCoordinator,
    name: `District ${suffix}`,
    role_id: 5,
    state_id: 2,
    district_id: 20,
    block_id: 168,
    city_village: 'Kullu',
  });
  await addUser({ ...programManager, name: `Program ${suffix}`, role_id: 3, program_id: ownProgram });
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until no menu or dialog is still fading in or out, so a screenshot shows what stays on screen. */
const shoot = async (page: Page, name: string) => {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await screenshot(page, name);
};

const signedIn = async (credentials: { email: string; password: string }) => {
  const page = await newPage(browser);
  await signIn(page, credentials);
  return page;
};

/** The row naming `text` (the list searched for the suite's suffix first). */
const rowOf = (page: Page, text: string) => bodyRows(page).filter({ hasText: text });

/** Which of Edit, View and Delete the row offers (icon buttons: found by their accessible names). */
const actionsOf = async (page: Page, text: string) => {
  const row = rowOf(page, text);
  await row.getByRole('link').or(row.getByRole('button')).first().waitFor();
  const offered: string[] = [];
  for (const name of ['Edit', 'View', 'Delete']) {
    const action = row
      .getByRole('link', { name, exact: true })
      .or(row.getByRole('button', { name, exact: true }));
    if ((await action.count()) > 0) offered.push(name);
  }
  return offered;
};

const expectNoAccess = async (page: Page, path: string) => {
  await page.goto(path);
  await page.waitForURL('**/no-access');
  await page.getByText('Access Denied', { exact: true }).waitFor();
};

const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

describe('a District Coordinator in the browser', () => {
  it('sees the menu of their work but not Manage Users', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(districtCoordinator);
    const entry = (name: string) => page.getByRole('menuitem', { name, exact: true });
    await entry('Manage Master').click();
    for (const label of [
      site.texts.menuLabel,
      'Manage Driver',
      'Manage Health Worker',
      project.texts.menuLabel,
      program.texts.menuLabel,
    ])
      await entry(label).waitFor();
    expect(await entry(user.texts.menuLabel).count()).toBe(0);
    await shoot(page, 'role-district-menu');
  });

  it(
    'lists only the sites of their district, each with Edit and Delete',
    { timeout: scaled(90_000) },
    async () => {
      const page = await signedIn(districtCoordinator);
      await openList(page, site);
      await search(page, suffix, 1);
      expect(await bodyRows(page).first().innerText()).toContain(sites.kullu.name);
      expect(await actionsOf(page, sites.kullu.name)).toEqual(['Edit', 'Delete']);
      await addButton(page, site.texts.addButton).waitFor();
      await shoot(page, 'role-district-site-list');
    },
  );

  it(
    'adds a site in Himachal Pradesh with Kullu preselected and the only district offered',
    {
      timeout: scaled(90_000),
    },
    async () => {
      const page = await signedIn(districtCoordinator);
      await openList(page, site);
      await addButton(page, site.texts.addButton).click();
      await page.waitForURL(`**${site.routes.create}`);
      await expect.poll(() => combobox(page, 'State').innerText()).toBe('HIMACHAL PRADESH');
      await expect.poll(() => combobox(page, 'District').innerText()).toBe('KULLU');
      await combobox(page, 'District').click();
      await page.getByRole('listbox').waitFor();
      // The select's empty first choice aside, KULLU is the one district offered.
      const offered = (await page.getByRole('option').allInnerTexts()).map((option) => option.trim());
      expect(offered.filter(Boolean)).toEqual(['KULLU']);
      await shoot(page, 'role-district-site-add-district-open');
    },
  );

  it('opens projects read-only: no Add, and a View on each row', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(districtCoordinator);
    await api('projects_add', {
      id: '',
      state_id: 2,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      project_name: `Project ${suffix}`,
      project_code: `PJ-${suffix}`,
    });
    await openList(page, project);
    await search(page, suffix, 1);
    expect(await page.getByRole('link', { name: project.texts.addButton }).count()).toBe(0);
    expect(await actionsOf(page, `Project ${suffix}`)).toEqual(['View']);
    await rowOf(page, `Project ${suffix}`).getByRole('link', { name: 'View' }).click();
    await page.waitForURL('**/projectView/*');
  });

  it('is sent to the no-access page from the users list', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(districtCoordinator);
    await expectNoAccess(page, user.routes.list);
  });
});

describe('a Program Manager in the browser', () => {
  it(
    'lists the sites of their state read-only, with View and no Add or Delete',
    { timeout: scaled(90_000) },
    async () => {
      const page = await signedIn(programManager);
      await openList(page, site);
      await search(page, suffix, 2);
      const rows = await bodyRows(page).allInnerTexts();
      for (const name of [sites.kullu.name, sites.solan.name])
        expect(rows.some((row) => row.includes(name))).toBe(true);
      expect(rows.some((row) => row.includes(sites.uttarakhand.name))).toBe(false);
      expect(await page.getByRole('link', { name: site.texts.addButton }).count()).toBe(0);
      for (const name of [sites.kullu.name, sites.solan.name])
        expect(await actionsOf(page, name)).toEqual(['View']);
    },
  );

  it('opens a site as a view with disabled fields and no Save', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(programManager);
    await page.goto(`/siteView/${siteIds.solan}`);
    await expect
      .poll(() => page.getByLabel('Site name', { exact: true }).inputValue())
      .toBe(sites.solan.name);
    expect(await page.getByLabel('Site name', { exact: true }).isDisabled()).toBe(true);
    expect(await combobox(page, 'District').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await shoot(page, 'role-program-site-view');
  });

  it('is sent to the no-access page from Add Site', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(programManager);
    await expectNoAccess(page, site.routes.create);
  });

  it('edits their own program and views the other of their state', { timeout: scaled(90_000) }, async () => {
    const page = await signedIn(programManager);
    await openList(page, program);
    await search(page, suffix, 2);
    expect(await rowOf(page, programs.elsewhere.name).count()).toBe(0);
    expect(await actionsOf(page, programs.own.name)).toEqual(['Edit']);
    expect(await actionsOf(page, programs.neighbour.name)).toEqual(['View']);
  });
});
