// English and Hindi in the browser: the user menu switches the language, which outlives a reload and a logout
// (the login page speaks it too), and switching back gives the spec's exact English texts.
import { format } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, program, project, site } from '../../resources/index.ts';
import { e2eAdmin } from './admin.ts';
import { adminApi, baseUrl, launchBrowser, screenshot, signIn } from './browser.ts';
import { bodyRows, dialog, addButton } from './pageSteps.ts';
import { scaled } from '../timeouts.ts';

let browser: Browser;
const code = `HI-${Date.now() % 100000}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  const [state] = (await api<{ state: { state_id: number }[] }>('master_data')).state;
  await api('projects_add', {
    id: '',
    project_name: `Hindi check ${code}`,
    project_code: code,
    state_id: state.state_id,
    startDate: '2030-02-01',
    endDate: '2030-03-15',
  });
});
afterAll(async () => {
  await browser?.close();
});

const pageOfSize = async (width: number, height: number) =>
  (await browser.newContext({ baseURL: baseUrl(), viewport: { width, height } })).newPage();

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });

/** No message key such as ra.action.save or resources.site.fields.mhu is drawn instead of a text. */
const expectNoRawKey = async (page: Page) =>
  expect(await page.locator('body').innerText()).not.toMatch(
    /\b(ra|resources|common|crud|layout|pages)\.\w+\.\w+/,
  );

const signInInHindi = async (page: Page) => {
  await page.getByLabel('उपयोगकर्ता नाम').fill(e2eAdmin.email);
  await page.getByLabel('पासवर्ड').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'लॉग इन करें' }).click();
  await page.waitForURL('**/home');
};

const chooseLanguage = async (page: Page, userMenu: string, language: string) => {
  await page.getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitem', { name: language }).click();
};

describe('the language menu', () => {
  it(
    'switches every screen to Hindi, keeps it, and switches back to the exact English texts',
    { timeout: scaled(180_000) },
    async () => {
      const page = await pageOfSize(1366, 800);
      await signIn(page);
      await chooseLanguage(page, 'Profile', 'हिन्दी');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

      await page.goto(site.routes.list);
      await heading(page, 'साइट प्रबंधन').waitFor();
      await page.getByPlaceholder('खोजें ...').waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      await expectNoRawKey(page);
      await screenshot(page, 'hindi-site-list-1366');

      await addButton(page, 'साइट जोड़ें').click();
      await heading(page, 'साइट जोड़ें').waitFor();
      await page.getByRole('button', { name: 'सहेजें' }).click();
      await page.getByText('साइट का नाम आवश्यक है').waitFor();
      await page.getByText('ज़िला आवश्यक है').waitFor();
      await expectNoRawKey(page);
      await screenshot(page, 'hindi-site-form-1366');

      await page.goto(project.routes.list);
      await heading(page, 'परियोजना प्रबंधन').waitFor();
      await page.getByPlaceholder('खोजें ...').fill(code);
      await expect.poll(() => bodyRows(page).count()).toBe(1);
      expect(await bodyRows(page).first().innerText()).toContain('01/02/2030');
      await page.getByRole('columnheader', { name: /परियोजना कोड/ }).waitFor();
      await screenshot(page, 'hindi-project-list-1366');

      await page.goto(project.routes.create);
      await heading(page, 'परियोजना जोड़ें').waitFor();
      await page
        .getByRole('button', { name: /choose date/i })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByText(format(new Date(), 'LLLL', { locale: hi }))
        .first()
        .waitFor();
      await screenshot(page, 'hindi-project-form-1366');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'प्रोफ़ाइल' }).click();
      await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
      await dialog(page).getByText('क्या आप निश्चित हैं?').waitFor();
      await dialog(page).getByText('आप लॉग आउट हो जाएँगे!').waitFor();
      expect((await dialog(page).getByRole('button').allInnerTexts()).map((text) => text.trim())).toEqual([
        'नहीं',
        'हाँ',
      ]);
      await dialog(page).getByRole('button', { name: 'नहीं' }).click();

      await page.reload();
      await page.goto(site.routes.list);
      await heading(page, 'साइट प्रबंधन').waitFor();

      await page.getByRole('button', { name: 'प्रोफ़ाइल' }).click();
      await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
      await dialog(page).getByRole('button', { name: 'हाँ' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'स्वास्थ्य कार्यक्रम' }).waitFor();
      await page.getByLabel('उपयोगकर्ता नाम').waitFor();
      await page.getByRole('button', { name: 'लॉग इन करें' }).click();
      await page.getByText('उपयोगकर्ता नाम आवश्यक है').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await screenshot(page, 'hindi-login-1366');

      await signInInHindi(page);
      await chooseLanguage(page, 'प्रोफ़ाइल', 'English');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.goto(project.routes.list);
      await heading(page, project.texts.listHeading).waitFor();
      await page.getByPlaceholder(commonTexts.searchPlaceholder).waitFor();
      await addButton(page, project.texts.addButton).click();
      await heading(page, 'Add Project').waitFor();
      await page.goto(program.routes.create);
      await expect.poll(() => heading(page, 'Add  Program').textContent()).toBe('Add  Program');
      await page.getByRole('button', { name: commonTexts.save }).click();
      await page.getByText('Program name is required', { exact: true }).waitFor();
      await expectNoRawKey(page);
    },
  );

  it('draws Hindi text only once every weight of its font has loaded', async () => {
    // A text drawn while its weight loaded could stay as empty boxes (Chromium, no Devanagari font of its own).
    const fontsWhenFirstDrawn = (page: Page, text: string) =>
      page
        .waitForFunction(
          (wanted) =>
            document.body.innerText.includes(wanted) &&
            [...document.fonts]
              .filter((font) => font.family.includes('Devanagari'))
              .map((font) => font.status),
          text,
        )
        .then((handle) => handle.jsonValue());
    const page = await pageOfSize(1366, 800);
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('hi')));
    await page.goto('/login');
    // The login page (its own texts) and the signed-in shell (react-admin's messages), each a fresh document.
    expect(await fontsWhenFirstDrawn(page, 'स्वास्थ्य कार्यक्रम')).toEqual(Array(4).fill('loaded'));
    await signInInHindi(page);
    await page.reload();
    expect(await fontsWhenFirstDrawn(page, 'प्रबंधन सूचना प्रणाली')).toEqual(Array(4).fill('loaded'));
  });

  it('draws a Hindi list and form whole on a phone', { timeout: scaled(90_000) }, async () => {
    const page = await pageOfSize(390, 844);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('hi')));
    await page.reload();
    await page.getByRole('heading', { name: 'स्वास्थ्य कार्यक्रम' }).waitFor();
    await signInInHindi(page);
    await page.goto(site.routes.list);
    await heading(page, 'साइट प्रबंधन').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expectNoRawKey(page);
    await screenshot(page, 'hindi-site-list-390');
    await page.goto(site.routes.create);
    await heading(page, 'साइट जोड़ें').waitFor();
    await page.getByRole('button', { name: 'सहेजें' }).click();
    await page.getByText('साइट कोड आवश्यक है').waitFor();
    await expectNoRawKey(page);
    await screenshot(page, 'hindi-site-form-390');
  });
});
