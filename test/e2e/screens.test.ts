// The wizard, the scheme list, the dashboard, Setting's password change and the input rules, in a real browser.
import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedResources } from '../../resources/dashboard.ts';
import type { MasterData } from '../../resources/masterData.ts';
import { e2eAdmin } from './admin.ts';
import { baseUrl, launchBrowser, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
let adminToken: string;

/** A call to the suite's server, as the administrator unless another token is given. */
async function api<T>(
  path: string,
  body?: unknown,
  token = adminToken,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const loginToken = async (email: string, password: string) =>
  (await api<{ token: string }>('login', { email, password }, '')).body.token;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await loginToken(e2eAdmin.email, e2eAdmin.password);
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(path: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page);
  await page.goto(path);
  return page;
}

const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first().textContent();

describe('the registration wizard', () => {
  it('moves with Next and Previous and jumps from the step indicator', async () => {
    const page = await signedInPage('/register');
    await page.getByLabel('First Name').waitFor();
    expect(await stepHeading(page)).toBe('Step 1 of 8: Personal Information');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await stepHeading(page)).toBe('Step 2 of 8: Personal Information');
    await page.getByRole('tab', { name: 'Step 6' }).click();
    expect(await stepHeading(page)).toBe('Step 6 of 8: Step 6');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await stepHeading(page)).toBe('Step 5 of 8: Step 5');
    await page.getByRole('tab', { name: 'Personal Information' }).first().click();
    await page.getByLabel('First Name').waitFor();
  });

  it('masks the Aadhaar number but its last four digits once the field loses focus', async () => {
    const page = await signedInPage('/register');
    const aadhaar = page.getByLabel('Aadhaar Number', { exact: true });
    await aadhaar.fill('123456789012');
    await page.getByLabel('Father Name').click();
    expect(await aadhaar.inputValue()).toBe('XXXX XXXX 9012');
    await screenshot(page, 'register-wizard');
  });
});

describe('the scheme list', () => {
  it('shows twelve identical rows whose Edit and Delete do nothing', async () => {
    const page = await signedInPage('/table');
    const rows = page.getByRole('table', { name: 'Schemes' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(12);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    expect(await rows.count()).toBe(12);
    expect(page.url()).toMatch(/\/table$/);
    await screenshot(page, 'scheme-table');
  });
});

describe('the dashboard', () => {
  it('shows totals equal to the live records of each list', async () => {
    const master = await api<MasterData>('master_data');
    const added = await api('projects_add', {
      id: '',
      project_name: 'Dashboard check',
      project_code: `DASH-${crypto.randomBytes(3).toString('hex')}`,
      state_id: master.body.state[0].state_id,
      startDate: '2031-01-01',
      endDate: '2031-12-31',
    });
    expect(added.status).toBe(200);
    const block = master.body.block[0];
    const district = master.body.district.find((d) => d.district_id === block.district_id);
    const day = master.body.mst_common.find((option) => option.flag === 7);
    const site = await api('sites_add', {
      id: '',
      site_name: 'Dashboard Ward',
      mhu: 'MHU-9',
      site_code: 'DW-9',
      day_name: day?.value,
      days: day?.common_id,
      state_id: district?.state_id,
      district_id: block.district_id,
      block_id: block.block_id,
    });
    expect(site.status).toBe(200);
    const lists = Object.fromEntries(
      countedResources().map(({ table, endpoints }) => [table, endpoints.list]),
    );
    const page = await signedInPage('/dashboard');
    await page.getByLabel('Totals').waitFor();
    for (const [key, path] of Object.entries(lists)) {
      const list = await api<unknown[]>(path);
      expect(await page.getByTestId(`count-${key}`).textContent(), key).toBe(String(list.body.length));
    }
    expect(Number(await page.getByTestId('count-projects').textContent())).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: /per state/ })
      .locator('.MuiBarChart-element')
      .first()
      .waitFor();
    await screenshot(page, 'dashboard');
  });
});

describe('Setting', () => {
  it('changes the password of a new user, who then signs in with it', async () => {
    const user = {
      email: `setting-${crypto.randomBytes(3).toString('hex')}@outreach.test`,
      password: 'firstpass',
    };
    const created = await api('users_add', {
      id: '',
      name: 'Setting Check',
      email: user.email,
      password: user.password,
      mobile_number: '9876543210',
      role_id: 1,
    });
    expect(created.status).toBe(200);
    const page = await newPage(browser);
    await signIn(page, user);
    await page.goto('/setting');
    await page.getByRole('region', { name: 'Profile' }).getByText('Setting Check').waitFor();
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('secondpass');
    await page.getByLabel('Confirm New Password').fill('secondpass');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog').getByText('Password changed successfully.').waitFor();
    await screenshot(page, 'setting-password-changed');

    expect((await api('login', user, '')).status).toBe(401);
    const again = await newPage(browser);
    await signIn(again, { email: user.email, password: 'secondpass' });
    expect(again.url()).toMatch(/\/home$/);
  });
});

describe('the global input rules', () => {
  it('refuses an emoji typed into a field and keeps the rest', async () => {
    const page = await signedInPage('/register');
    const firstName = page.getByLabel('First Name');
    await firstName.click();
    await page.keyboard.type('Ra');
    await page.keyboard.insertText('😀');
    await page.keyboard.type('vi');
    expect(await firstName.inputValue()).toBe('Ravi');
  });

  it('blocks a leading space and the e key of a number field', async () => {
    const page = await signedInPage('/register');
    await page.getByLabel('Last Name').pressSequentially(' Kumar');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Kumar');
    await page.getByLabel('Age', { exact: true }).pressSequentially('6e5');
    expect(await page.getByLabel('Age', { exact: true }).inputValue()).toBe('65');
    expect(await page.getByLabel('Age', { exact: true }).getAttribute('autocomplete')).toBe('off');
  });
});
