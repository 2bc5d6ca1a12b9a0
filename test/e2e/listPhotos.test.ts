// Drivers' photos as thumbnails beside their names, in the desktop table and a phone's cards, fetched with the
// bearer token (never an address holding the photo), once per page; and a phone's cards chosen by their checkboxes
// for the chosen rows' actions, in English and Hindi.
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, site } from '../../resources/index.ts';
import { crudTexts } from '../../src/crud/crudTexts.ts';
import { crud } from '../../src/i18n/hi/crud.ts';
import { validFieldWorker } from '../fixtures/fieldWorker.ts';
import { adminApi, launchBrowser, screenshot } from './browser.ts';
import { bodyRows, openList, search } from './pageSteps.ts';
import { cards, desktop, openListScreen, pageOfSize, phone } from './phoneSteps.ts';
import { siteBody } from './sampleRecords.ts';

let browser: Browser;
/** The stored name of the one photo added here: other files' drivers (with photos of their own) share the list. */
let storedPhoto: string;
const suffix = String(Date.now() % 100000).padStart(5, '0');
const names = [`Photo ${suffix} Asha`, `Photo ${suffix} Bina`, `Photo ${suffix} Chetan`];

const driverForm = (body: Record<string, unknown>, photo?: Buffer) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) data.append(key, String(value));
  if (photo) data.append('image', new Blob([photo as BlobPart], { type: 'image/jpeg' }), 'face.jpg');
  return data;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  const siteId = (
    await api<{ id: number }>(site.endpoints.add, siteBody(`Photo site ${suffix}`, `PH-${suffix}`))
  ).id;
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e6f5c' } })
    .jpeg()
    .toBuffer();
  for (const [index, name] of names.entries())
    await api(
      driver.endpoints.add,
      driverForm(
        validFieldWorker('driver_name', siteId, { driver_name: name, mobile_no: `9866${suffix}${index}` }),
        index === 0 ? photo : undefined,
      ),
    );
});
afterAll(async () => {
  await browser?.close();
});

beforeAll(async () => {
  const rows = await (await adminApi())<{ driver_name: string; image: string }[]>(driver.endpoints.list);
  storedPhoto = rows.find((row) => row.driver_name === names[0])!.image;
});

/** The photo requests a page sends: their address and Authorization header. */
const watchPhotoRequests = (page: Page) => {
  const seen: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/photo/'))
      seen.push({ url: request.url(), authorization: request.headers().authorization });
  });
  return seen;
};

const thumbnailOf = (item: ReturnType<Page['locator']>) => item.locator('[data-photo-thumbnail="shown"] img');

describe('a list with photos', () => {
  it('shows each photo as a thumbnail beside its name, fetched with the token once, never in an address', async () => {
    const page = await pageOfSize(browser, desktop);
    const requests = watchPhotoRequests(page);
    await openList(page, driver);
    await search(page, `Photo ${suffix}`, 3);
    const thumbnail = thumbnailOf(bodyRows(page).filter({ hasText: names[0] }));
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^blob:/);
    // The server's small square, not the whole picture.
    expect(
      await thumbnail.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([80, 80]);
    expect(await bodyRows(page).locator('[data-photo-thumbnail="none"]').count()).toBe(2);
    const ours = () => requests.filter(({ url }) => url.includes(storedPhoto));
    expect(storedPhoto).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(ours()).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/api/photo/${storedPhoto}\\?size=thumb$`)),
        authorization: expect.stringMatching(/^Bearer /),
      },
    ]);
    // Nothing in the page names the photo's address: a copied link or an image's address cannot carry it off.
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('/api/photo'))).toBe(false);
    await screenshot(page, 'list-photos-desktop');
    // Another list and back by the menu: the thumbnail is shown from memory, not fetched again.
    await page.getByRole('menuitem', { name: site.texts.menuLabel }).click();
    await page.getByRole('heading', { name: site.texts.listHeading, exact: true }).waitFor();
    await page.getByRole('menuitem', { name: driver.texts.menuLabel }).click();
    await page.getByRole('heading', { name: driver.texts.listHeading, exact: true }).waitFor();
    await thumbnailOf(bodyRows(page).filter({ hasText: names[0] })).waitFor();
    expect(ours()).toHaveLength(1);
    await page.context().close();
  });
});

describe('a phone’s cards', () => {
  const openDrivers = async (page: Page, heading = driver.texts.listHeading) => {
    const address = `${driver.routes.list}?filter=${encodeURIComponent(JSON.stringify({ q: `Photo ${suffix}` }))}`;
    await openListScreen(page, driver, address, heading);
    await expect.poll(() => cards(page).count()).toBe(3);
  };

  it('show the photo, and are chosen by their checkboxes for Export chosen', async () => {
    const page = await pageOfSize(browser, phone);
    await openDrivers(page);
    await thumbnailOf(cards(page).filter({ hasText: names[0] })).waitFor();
    await page.getByRole('checkbox', { name: `Choose ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Choose ${names[2]}` }).check();
    const exportChosen = page.getByRole('button', { name: crudTexts.bulk.exportChosen });
    await exportChosen.waitFor();
    // The chosen cards' actions fit the phone's width, above the cards.
    const toolbar = await page.locator('.RaBulkActionsToolbar-toolbar').boundingBox();
    expect(toolbar!.x + toolbar!.width).toBeLessThanOrEqual(phone.width);
    expect(toolbar!.y).toBeLessThan((await cards(page).first().boundingBox())!.y);
    await screenshot(page, 'list-photos-phone-chosen');
    const downloading = page.waitForEvent('download');
    await exportChosen.click();
    const rows: string[][] = parse((await fs.readFile(await (await downloading).path())).toString('utf8'), {
      bom: true,
    });
    expect(rows.slice(1).map((row) => row[0])).toEqual([names[0], names[2]]);
    await page.context().close();
  });

  it('are chosen in Hindi too', async () => {
    const page = await pageOfSize(browser, phone);
    await page.evaluate(() => localStorage.setItem('locale', JSON.stringify('hi')));
    await openDrivers(page, (await driver.hindi()).hi.texts.listHeading);
    await page.getByRole('checkbox', { name: crud.bulk.choose.replace('%{name}', names[1]) }).check();
    await page.getByRole('button', { name: crud.bulk.deleteChosen }).waitFor();
    await page.getByRole('button', { name: crud.bulk.exportChosen }).waitFor();
    await screenshot(page, 'list-photos-phone-chosen-hi');
    await page.context().close();
  });
});
