// Sign-in, start-up routing, the logged-in shell and the error pages, in a real browser on the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { resources } from '../../resources/index.ts';
import { baseUrl, launchBrowser, newPage, screenshot, signIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(): Promise<Page> {
  return newPage(browser);
}

describe('signing in', () => {
  it('shows the login screen with its title, fields and links', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByText('Health Program').first().waitFor();
    await page.getByText('Forget Password?').waitFor();
    await screenshot(page, 'login');
  });

  it('forces the username to lower case and strips spaces while typing', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByLabel(/username/i).pressSequentially('Ad Min@X');
    expect(await page.getByLabel(/username/i).inputValue()).toBe('admin@x');
  });

  it('shows the field messages only after a field is touched', async () => {
    const page = await freshPage();
    await page.goto('/login');
    expect(await page.getByText('Username is required').count()).toBe(0);
    await page.getByLabel(/username/i).focus();
    await page.getByLabel(/password/i).focus();
    await page.getByText('Username is required').waitFor();
  });

  it('shows the error dialog with the server message on a wrong password, and Try Again closes it', async () => {
    const page = await freshPage();
    await page.goto('/login');
    await page.getByLabel(/username/i).fill('admin@outreach.test');
    await page.getByLabel(/password/i).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Error!').waitFor();
    await dialog.getByText('Invalid email or password.').waitFor();
    await screenshot(page, 'login-error');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in, stores the session and lands on the home page with its three cards', async () => {
    const page = await freshPage();
    await signIn(page);
    expect(await page.evaluate(() => typeof JSON.parse(localStorage.getItem('token') ?? 'null'))).toBe(
      'string',
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(
      'admin@outreach.test',
    );
    await page.getByText('Health care').first().waitFor();
    await page.getByText('Old Age Care').first().waitFor();
    await page.getByText('Livelihood').first().waitFor();
    await page.getByText('Management Information System').first().waitFor();
    await screenshot(page, 'home');
  });

  it('keeps a device cookie from the sign-in, hidden from scripts, and sends it with the next login', async () => {
    const page = await freshPage();
    await signIn(page);
    const [device] = (await page.context().cookies()).filter(({ name }) => name.startsWith('device_'));
    expect(device).toMatchObject({ path: '/api/login', httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('device_');
    await page.evaluate(() => localStorage.clear());
    const nextLogin = page.waitForRequest('**/api/login');
    await signIn(page);
    expect(await (await nextLogin).headerValue('cookie')).toContain(`${device.name}=${device.value}`);
  });

  it('does not load the react-admin bundle on the login screen', async () => {
    const page = await freshPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/login');
    await page.getByText('Health Program').first().waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    expect(bodies.some((body) => body.includes('ra-core') || body.includes('useListController'))).toBe(false);
  });
});

describe('start-up routing', () => {
  it('sends a visitor without a token to /login', async () => {
    const page = await freshPage();
    await page.goto('/project');
    await page.waitForURL('**/login');
  });

  it('keeps the privacy policy public', async () => {
    const page = await freshPage();
    await page.goto('/privacy-policy');
    await page.getByText('12-05-2024').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await screenshot(page, 'privacy-policy');
  });

  it('sends a signed-in user on /login or / to /home', async () => {
    const page = await freshPage();
    await signIn(page);
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/');
    await page.waitForURL('**/home');
  });

  it('loads the app on a deep link for a signed-in user', async () => {
    const page = await freshPage();
    await signIn(page);
    await page.goto('/no-access');
    await page.getByText('Access Denied').waitFor();
    await page.getByText("You don't have permission to access this page !").waitFor();
    await screenshot(page, 'no-access');
  });

  it('shows the 404 page for an unknown route, with a link home', async () => {
    const page = await freshPage();
    await signIn(page);
    await page.goto('/no-such-page');
    await page.getByText("Look like you're lost").waitFor();
    await page.getByText('the page you are looking for not avaible!').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL('**/home');
  });

  it('shows the 404 page at a resource’s own name and under it, not an empty screen', async () => {
    const page = await freshPage();
    await signIn(page);
    const paths = resources.flatMap(({ name, routes }) => [
      ...(routes.list === `/${name}` ? [] : [`/${name}`]),
      `/${name}/no-such-screen`,
    ]);
    expect(paths).toContain('/healthWorker');
    for (const path of paths) {
      await page.goto(path);
      await page.getByText('the page you are looking for not avaible!').waitFor();
    }
  });
});

describe('the logged-in shell', () => {
  it('keeps the sidebar collapsed, expands it on hover and toggles the Manage Master group', async () => {
    const page = await freshPage();
    await signIn(page);
    const entry = (name: string) => page.getByRole('menuitem', { name, exact: true });
    const collapsedWidth = (await entry('Home').boundingBox())?.width ?? 0;
    await entry('Home').hover();
    await page.waitForFunction((width) => {
      const home = document.querySelector('a[href="/home"]');
      return home !== null && home.getBoundingClientRect().width > width + 50;
    }, collapsedWidth);
    for (const label of ['Dashboard', 'Home', 'Manage Users', 'Manage Master']) await entry(label).waitFor();
    expect(await entry('Manage Projects').count()).toBe(0);
    await entry('Manage Master').click();
    for (const label of [
      'Manage Projects',
      'Manage Programs',
      'Manage Site',
      'Manage Driver',
      'Manage Health Worker',
    ]) {
      await entry(label).waitFor();
    }
    // Under a mouse an entry's label shows as a tooltip on its right (SPEC 2): beside the open sidebar, never over
    // its labels, though it opened while the sidebar was still widening.
    const tooltip = page.getByRole('tooltip', { name: 'Manage Master' });
    await tooltip.waitFor();
    const gapToSidebar = async () => {
      const [tip, item] = await Promise.all([tooltip.boundingBox(), entry('Manage Master').boundingBox()]);
      return tip && item ? tip.x - (item.x + item.width) : -1;
    };
    await expect.poll(gapToSidebar).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'sidebar-expanded');
  });

  it('asks before logging out, and No keeps the session', async () => {
    const page = await freshPage();
    await signIn(page);
    await page.getByRole('button', { name: /profile|user menu|account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure?').waitFor();
    await dialog.getByText('You will be logged out!').waitFor();
    await screenshot(page, 'logout-confirm');
    const buttons = await dialog.getByRole('button').allInnerTexts();
    expect(buttons.map((text) => text.trim())).toEqual(['No', 'Yes']);
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  it('logs out on Yes: the session ends on the server, local storage is cleared, back on /login', async () => {
    const page = await freshPage();
    await signIn(page);
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""') as string;
    await page.getByRole('button', { name: /profile|user menu|account/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${baseUrl()}/api/users`, { headers })).status).toBe(401);
    expect((await fetch(`${baseUrl()}/api/refresh`, { method: 'POST', headers })).status).toBe(401);
  });
});
