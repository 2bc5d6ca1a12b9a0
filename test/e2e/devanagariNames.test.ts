// A record named in Devanagari reads whole in English mode, on a device without a Devanagari font of its own:
// the web font's Devanagari faces are declared in every language and fetched when such a name is drawn.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonTexts, project } from '../../resources/index.ts';
import { adminApi, launchBrowser, newPage, screenshot, signIn } from './browser.ts';
import { bodyRows } from './pageSteps.ts';

const name = 'स्वास्थ्य शिविर';
const code = `DV-${Date.now() % 100000}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  const [state] = (await api<{ state: { state_id: number }[] }>('master_data')).state;
  await api('projects_add', {
    id: '',
    project_name: name,
    project_code: code,
    state_id: state.state_id,
    startDate: '2030-02-01',
    endDate: '2030-03-15',
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('a name in Devanagari in English mode', () => {
  it('costs the English login page no font file', async () => {
    const page = await newPage(browser);
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fontFiles).toEqual([]);
  });

  it('is drawn in the bundled Devanagari font, which loads when the name is shown', async () => {
    const page = await newPage(browser);
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.goto(project.routes.list);
    await page.getByPlaceholder(commonTexts.searchPlaceholder).fill(code);
    await expect.poll(() => bodyRows(page).count()).toBe(1);
    await bodyRows(page).getByText(name).waitFor();

    await expect
      .poll(() => page.evaluate((text) => document.fonts.check('16px "Noto Sans Devanagari"', text), name))
      .toBe(true);
    const loadedFaces = await page.evaluate(
      () =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
          .filter((face) => face.status === 'loaded').length,
    );
    expect(loadedFaces).toBeGreaterThan(0);
    await screenshot(page, 'devanagari-name-english-list');
    // Drawn as empty boxes, the name measures otherwise than in the web font alone (a new style: nothing cached).
    const widths = await page.evaluate((text) => {
      const cell = [...document.querySelectorAll('tbody td')].find((td) => td.textContent === text);
      if (!cell) throw new Error(`no cell reads ${text}`);
      const { fontSize, fontWeight } = getComputedStyle(cell);
      const alone = document.createElement('span');
      alone.style.font = `${fontWeight} ${fontSize} "Noto Sans Devanagari"`;
      alone.textContent = text;
      document.body.append(alone);
      const range = document.createRange();
      range.selectNodeContents(cell);
      const measured = {
        listed: range.getBoundingClientRect().width,
        alone: alone.getBoundingClientRect().width,
      };
      alone.remove();
      return measured;
    }, name);
    // Within the width of the space, drawn in another font alone (boxes were 6 px wider at 14 px).
    expect(Math.abs(widths.listed - widths.alone)).toBeLessThan(2);
  });
});
