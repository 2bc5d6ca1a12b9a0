// Sites, drivers and health workers through the UI on the real server: a site added at /sitCreate, a driver
// and a health worker on it, each given a photo on edit and shown it again; edit, search, sort and delete,
// with every dialog's exact texts.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ageFromDob,
  commonTexts,
  driver,
  healthWorker,
  site,
  type MasterData,
  type RecordOf,
  type ResourceConfig,
} from '../../resources/index.ts';
import { type AdminApi, adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import {
  atList,
  bodyRows,
  choose,
  deleteListedRow,
  dialog,
  expectResult,
  fill,
  labelOf,
  openList,
  saveAndRead,
  search,
  typeDate,
  addButton,
  ROW_CELLS,
} from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let page: Page;
let api: AdminApi;
let place: { state: string; district: string; block: string; ids: Record<string, number> };
const suffix = String(Date.now() % 100000);
const siteName = `Riverside ${suffix}`;

/** Uttarakhand (a built-in state) with its first district that has blocks, and that district's first block. */
const choosePlace = (data: MasterData) => {
  const state = data.state.find((row) => row.state_id === 5) ?? data.state[0];
  const district = data.district.find(
    (row) => row.state_id === state.state_id && data.block.some((b) => b.district_id === row.district_id),
  )!;
  const block = data.block.find((row) => row.district_id === district.district_id)!;
  return {
    state: state.state_name,
    district: district.district_name,
    block: block.block_name,
    ids: { state_id: state.state_id, district_id: district.district_id, block_id: block.block_id },
  };
};

// One page, signed in once: each test opens its list afresh (the app keeps no list state across a page load).
beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi();
  place = choosePlace(await api<MasterData>('master_data'));
  page = await newPage(browser);
  await signIn(page);
});
afterAll(async () => {
  await browser?.close();
});

const choosePlaceIn = async (page: Page, config: ResourceConfig) => {
  await choose(page, config, 'state_id', place.state);
  await choose(page, config, 'district_id', place.district);
  await choose(page, config, 'block_id', place.block);
};

const openEditOf = async (page: Page, config: ResourceConfig, text: string) => {
  await search(page, text, 1);
  await bodyRows(page).first().getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(`**${config.routes.edit}/*`);
  await page.getByRole('heading', { name: config.texts.editHeading, exact: true }).waitFor();
};

describe('sites in the browser', () => {
  it(
    'adds a site at /sitCreate and lists it with its day and places',
    { timeout: scaled(90_000) },
    async () => {
      await openList(page, site);
      await screenshot(page, 'site-list');
      await addButton(page, site.texts.addButton).click();
      await page.waitForURL('**/sitCreate');
      await page.getByRole('heading', { name: site.texts.createHeading, exact: true }).waitFor();
      await fill(page, site, 'site_name', siteName);
      await fill(page, site, 'mhu', `MHU-${suffix}`);
      await fill(page, site, 'site_code', `RS-${suffix}`);
      await choose(page, site, 'days', 'Wednesday');
      await choosePlaceIn(page, site);
      await screenshot(page, 'site-create');
      const reply = await saveAndRead(page, site.endpoints.add);
      await expectResult(page, commonTexts.addedTitle, site.texts.added, 'site-added');
      expect(reply).toMatchObject({ message: commonTexts.addedTitle, subMessage: site.texts.added });
      await page.waitForURL(atList(site));
      await search(page, `RS-${suffix}`, 1);
      const cells = await bodyRows(page).first().locator(ROW_CELLS).allInnerTexts();
      expect(cells.slice(1, 8)).toEqual([
        siteName,
        `RS-${suffix}`,
        `MHU-${suffix}`,
        'Wednesday',
        place.state,
        place.district,
        place.block,
      ]);
    },
  );
});

const nameKey = (config: ResourceConfig) => config.fields[0].name;
const DOB = '1990-06-15';

const fillPerson = async (page: Page, config: ResourceConfig, name: string) => {
  await fill(page, config, nameKey(config), name);
  await fill(page, config, 'mhu', `MHU-${suffix}`);
  await fill(page, config, 'mobile_no', '9876543210');
  await fill(page, config, 'spouse_parent_name', 'Asha Devi');
  await typeDate(page, labelOf(config, 'dob'), '15061990');
  await fill(page, config, 'city_village', 'Raipur');
  await choose(page, config, 'site', siteName);
  await choose(page, config, 'gender', 'Female');
  await choose(page, config, 'relationship', 'Spouse');
  await choose(page, config, 'id_card', 'Voter ID');
  await choosePlaceIn(page, config);
};

/** A second person on the site, added through the API (multipart, as the contract has it), for sorting. */
const addByApi = async (config: ResourceConfig, name: string, siteId: number) => {
  const body = new FormData();
  const values = {
    id: '',
    [nameKey(config)]: name,
    card_holder_id: 2,
    mhu: `MHU-${suffix}`,
    site: siteId,
    dob: DOB,
    mobile_no: '9876500000',
    gender: 201,
    id_card: 2,
    spouse_parent_name: 'Ravi',
    relationship: 901,
    age: ageFromDob(DOB) ?? '',
    city_village: 'Raipur',
    ...place.ids,
  };
  for (const [key, value] of Object.entries(values)) body.append(key, String(value));
  await api(config.endpoints.add, body);
};

const pngPhoto = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

describe.each([driver, healthWorker])('$name records in the browser', (config) => {
  const who = `${config.name === 'driver' ? 'Driver' : 'Worker'} ${suffix}`;

  it(
    'adds one on the new site, its age worked out from the date of birth',
    { timeout: scaled(90_000) },
    async () => {
      await openList(page, config);
      await addButton(page, config.texts.addButton).click();
      await page.waitForURL(`**${config.routes.create}`);
      await page.getByRole('heading', { name: config.texts.createHeading, exact: true }).waitFor();
      await fillPerson(page, config, `Alpha ${who}`);
      await expect
        .poll(() => page.getByLabel('Age', { exact: true }).inputValue())
        .toBe(String(ageFromDob(DOB)));
      await screenshot(page, `${config.name}-create`);
      const reply = await saveAndRead(page, config.endpoints.add);
      expect(reply).toMatchObject({ message: commonTexts.addedTitle, subMessage: config.texts.added });
      await expectResult(page, commonTexts.addedTitle, config.texts.added, `${config.name}-added`);
      await page.waitForURL(atList(config));
      await search(page, `Alpha ${who}`, 1);
      const cells = await bodyRows(page).first().locator(ROW_CELLS).allInnerTexts();
      expect(cells.slice(1, 8)).toEqual([
        `Alpha ${who}`,
        `MHU-${suffix}`,
        '9876543210',
        siteName,
        place.state,
        place.district,
        place.block,
      ]);
      await screenshot(page, `${config.name}-list`);
    },
  );

  it('takes a photo on edit and shows it again on the edit screen', { timeout: scaled(90_000) }, async () => {
    await openList(page, config);
    await openEditOf(page, config, `Alpha ${who}`);
    await page.getByText('No image', { exact: true }).waitFor();
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await pngPhoto(),
    });
    await page.getByRole('img', { name: 'Chosen image' }).waitFor();
    await screenshot(page, `${config.name}-photo-chosen`);
    const reply = await saveAndRead(page, config.endpoints.edit);
    expect(reply.message).toBe(config.texts.updated);
    await expectResult(page, commonTexts.updatedTitle, config.texts.updated, `${config.name}-updated`);
    await page.waitForURL(atList(config));
    await openEditOf(page, config, `Alpha ${who}`);
    const stored = page.getByRole('img', { name: 'Stored image' });
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await screenshot(page, `${config.name}-edit-with-photo`);
  });

  it(
    'edits the name, then finds it by search and sorts by name both ways',
    { timeout: scaled(90_000) },
    async () => {
      const sites = await api<RecordOf<typeof site>[]>(site.endpoints.list);
      await addByApi(config, `Zulu ${who}`, sites.find((row) => row.site_code === `RS-${suffix}`)!.id);
      await openList(page, config);
      await openEditOf(page, config, `Alpha ${who}`);
      await fill(page, config, nameKey(config), `Beta ${who}`);
      await saveAndRead(page, config.endpoints.edit);
      await expectResult(page, commonTexts.updatedTitle, config.texts.updated, `${config.name}-renamed`);
      await page.waitForURL(atList(config));
      await search(page, who, 2);
      const names = () => bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
      const nameHeader = page.getByRole('columnheader', { name: 'Name' }).getByText('Name');
      await nameHeader.click();
      await expect.poll(names).toEqual([`Beta ${who}`, `Zulu ${who}`]);
      await nameHeader.click();
      await expect.poll(names).toEqual([`Zulu ${who}`, `Beta ${who}`]);
      await screenshot(page, `${config.name}-sorted`);
    },
  );

  it(
    'keeps the site they work at: its delete is refused, saying who works there',
    { timeout: scaled(90_000) },
    async () => {
      await openList(page, site);
      await search(page, `RS-${suffix}`, 1);
      await bodyRows(page).first().getByRole('button', { name: 'Delete' }).click();
      await dialog(page).getByRole('button', { name: commonTexts.confirmDelete }).click();
      // The drivers' turn comes first: by the health workers' turn, the drivers are gone.
      await expectResult(
        page,
        'Error',
        `Used by 2 ${config.noun?.other}.`,
        `site-delete-refused-${config.name}`,
      );
      await search(page, `RS-${suffix}`, 1);
    },
  );

  it('deletes each after confirmation and reloads the list', { timeout: scaled(90_000) }, async () => {
    await openList(page, config);
    for (const name of [`Beta ${who}`, `Zulu ${who}`]) {
      await search(page, name, 1);
      await deleteListedRow(page, config);
    }
  });
});

describe('the site once its people are gone', () => {
  it(
    "edits the site's day, shows the lower-case update text and the new day in the list",
    { timeout: scaled(90_000) },
    async () => {
      await openList(page, site);
      await openEditOf(page, site, `RS-${suffix}`);
      await expect.poll(() => page.getByLabel('Site name', { exact: true }).inputValue()).toBe(siteName);
      await choose(page, site, 'days', 'Friday');
      await screenshot(page, 'site-edit');
      await saveAndRead(page, site.endpoints.edit);
      await expectResult(page, commonTexts.updatedTitle, site.texts.updated, 'site-updated');
      await page.waitForURL(atList(site));
      await search(page, `RS-${suffix}`, 1);
      expect(await bodyRows(page).first().locator('td:nth-child(6)').innerText()).toBe('Friday');
    },
  );

  it('deletes the site after confirmation', { timeout: scaled(90_000) }, async () => {
    await openList(page, site);
    await search(page, `RS-${suffix}`, 1);
    await deleteListedRow(page, site);
  });
});
