// Steps the phone and tablet tests take: pages of a given size, the sideways-scroll measure, lists as cards.
import type { Browser, Page } from 'playwright-core';
import type { ResourceConfig } from '../../resources/index.ts';
import { baseUrl, signIn } from './browser.ts';
import { dialog, emptyListText } from './pageSteps.ts';

export const smallPhone = { width: 360, height: 740 };
export const phone = { width: 390, height: 844 };
export const tablet = { width: 820, height: 1180 };
export const desktop = { width: 1366, height: 800 };

/** A fresh page of that size (own storage), signed in as the suite's administrator unless told not to. */
export async function pageOfSize(browser: Browser, size: typeof phone, signedIn = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: size });
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  return page;
}

/** How much wider than the window the page is: 0 when nothing scrolls sideways. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A list's cards: the items of the list screen's own card (which names its search in data-search). */
export const cards = (page: Page) => page.locator('[data-search]').getByRole('listitem');

/** Opens a list and waits until it is drawn: its heading, a card or the empty text, no loading dialog. */
export const openListScreen = async (
  page: Page,
  config: ResourceConfig,
  path = config.routes.list,
  heading = config.texts.listHeading,
) => {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await cards(page).or(page.locator('tbody tr')).or(page.getByText(emptyListText)).first().waitFor();
  await dialog(page).waitFor({ state: 'detached' });
};

/** True when the element lies wholly inside the window (after scrolling it into view, as a person would). */
export const onScreen = async (page: Page, element: ReturnType<Page['locator']>): Promise<boolean> => {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
};
