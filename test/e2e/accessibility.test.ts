// Every screen and open state against axe-core's WCAG 2.1 A and AA rules: no serious or critical violation.
// One browser, one page, one sign-in; a test reports every screen it checks (soft expectations).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, project, site } from '../../resources/index.ts';
import { blockingViolations } from './axe.ts';
import { adminApi, launchBrowser, newPage, signIn } from './browser.ts';
import { dialog, openList } from './pageSteps.ts';
import { addSampleRecords, resourcesWithRecords } from './sampleRecords.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
let page: Page;
let ids: Record<string, number>;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  ids = await addSampleRecords(await adminApi());
});
afterAll(async () => {
  await browser?.close();
});

/** Checks the page as it is now; a failure names the screen and lists each rule, its targets and its help. */
const expectNoViolation = async (screen: string) =>
  expect.soft(await blockingViolations(page), screen).toEqual([]);

const heading = (name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

/** Opens an address and waits for its heading and for a loading dialog to have closed. */
const open = async (path: string, name: string | RegExp) => {
  await page.goto(path);
  await heading(name);
  await dialog(page).waitFor({ state: 'detached' });
};

const sitesFile = Buffer.from(
  'Site name,Site code,MHU,Day,State,District,Block\n' +
    'Axe Camp,AX-1,MHU-1,Monday,HIMACHAL PRADESH,KULLU,ANNI\n' +
    'Axe Wrong,AX-2,MHU-2,Monday,HIMACHAL PRADESH,DEHRADUN,ANNI\n',
);

describe('accessibility: axe-core, WCAG 2.1 A and AA', () => {
  it('has no serious violation on the signed-out screens', async () => {
    await open('/login', 'Health Program');
    await expectNoViolation('login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username is required').waitFor();
    await expectNoViolation('login with field errors');
    await page.getByLabel('Username').fill('nobody@outreach.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await dialog(page).getByRole('heading', { name: 'Error!' }).waitFor();
    await expectNoViolation('login failure dialog');
    await open('/privacy-policy', 'Privacy Policy');
    await expectNoViolation('privacy policy');
  });

  it('has no serious violation on the signed-in pages', { timeout: scaled(120_000) }, async () => {
    await signIn(page);
    await heading('Home');
    await expectNoViolation('home');
    await open('/dashboard', 'Dashboard');
    await page.locator('.MuiBarChart-element').first().waitFor();
    await expectNoViolation('dashboard with charts');
    for (const [path, name] of [
      ['/setting', 'Setting'],
      ['/activity', 'Activity'],
      ['/bin', 'Deleted records'],
      ['/no-access', 'Access Denied'],
      ['/no-such-page', "Look like you're lost"],
    ]) {
      await open(path, name);
      if (path === '/activity' || path === '/bin') await page.locator('tbody tr').first().waitFor();
      await expectNoViolation(name);
    }
    await open('/import/site', /import from CSV/);
    await page
      .getByTestId('csv-file')
      .setInputFiles({ name: 's.csv', mimeType: 'text/csv', buffer: sitesFile });
    await page.locator('[data-row-status="error"]').waitFor();
    await expectNoViolation('import preview with a row in error');
  });

  it(
    'has no serious violation on any list, add form (also after a failed save) or edit form',
    {
      timeout: scaled(300_000),
    },
    async () => {
      for (const [config, id] of resourcesWithRecords(ids)) {
        await openList(page, config);
        await expectNoViolation(`${config.name} list`);
        await open(config.routes.create, config.texts.createHeading);
        await expectNoViolation(`${config.name} add form`);
        await page.getByRole('button', { name: commonTexts.save }).click();
        await page.locator('.Mui-error').first().waitFor();
        await expectNoViolation(`${config.name} add form with errors`);
        await open(`${config.routes.edit}/${id}`, config.texts.editHeading);
        await expectNoViolation(`${config.name} edit form`);
      }
    },
  );

  it(
    'has no serious violation with a dialog, menu, picker or select open',
    { timeout: scaled(120_000) },
    async () => {
      await openList(page, project);
      await page.locator('tbody tr').first().getByRole('button', { name: 'Delete' }).click();
      await dialog(page).getByText(commonTexts.deleteConfirm).waitFor();
      await expectNoViolation('delete confirmation');
      await page.keyboard.press('Escape');
      await open(`${project.routes.edit}/${ids.project}`, project.texts.editHeading);
      await page.getByRole('button', { name: 'History' }).click();
      await dialog(page).locator('li').first().waitFor();
      await expectNoViolation('history dialog');
      await page.keyboard.press('Escape');
      await page.locator('.RaUserMenu-userButton').click();
      await page.getByRole('menu').waitFor();
      await expectNoViolation('user menu');
      await page.keyboard.press('Escape');
      await page.locator('.RaSidebar-fixed').hover();
      await page.locator('.RaMenu-open').waitFor();
      await expectNoViolation('expanded sidebar');
      await open(site.routes.create, site.texts.createHeading);
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('listbox').waitFor();
      await expectNoViolation('select open');
      await page.keyboard.press('Escape');
      await open(project.routes.create, project.texts.createHeading);
      await page
        .getByRole('button', { name: /^Choose date/ })
        .first()
        .click();
      await dialog(page).getByRole('gridcell').first().waitFor();
      await expectNoViolation('date picker open');
    },
  );
});
