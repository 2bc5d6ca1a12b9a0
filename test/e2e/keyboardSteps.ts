// Keyboard-only steps for the browser tests: move the focus with a key until it reaches a named control, and
// read what has the focus. Nothing here clicks or fills.
import type { Page } from 'playwright-core';

export interface Focused {
  /** aria-label, else the texts aria-labelledby points at, else the field's label, else the text. */
  name: string;
  role: string;
  /** Its text: a select's shows the chosen option. */
  text: string;
  inDialog: boolean;
  /** A focus ring is drawn: an outline of some width. */
  ring: boolean;
}

export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelledBy = element
      ?.getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const fieldLabel = (element as HTMLInputElement | null)?.labels?.[0]?.textContent;
    const name =
      element?.getAttribute('aria-label') ?? labelledBy ?? fieldLabel ?? element?.textContent ?? '';
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      ring: element
        ? getComputedStyle(element).outlineStyle !== 'none' &&
          getComputedStyle(element).outlineWidth !== '0px'
        : false,
    };
  });

/** Presses `key` until the focused control's name matches, at most `limit` times; throws where it never does. */
export async function pressUntil(page: Page, key: string, name: string | RegExp, limit = 40): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (matches(now.name)) return;
    seen.push(now.name);
  }
  throw new Error(`${key} never reached "${name}"; the focus went through: ${seen.join(' → ')}`);
}

/** Marks the focused element, to check later that the focus came back to it. */
export const markFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.setAttribute('data-focus-mark', ''));

export const markedHasFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-focus-mark') ?? false);

/** Tabs to the select labelled `label`, opens it with the down arrow and chooses `option` with Enter. */
export async function chooseWithKeys(page: Page, label: RegExp, option: string): Promise<void> {
  await pressUntil(page, 'Tab', label);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await pressUntil(page, 'ArrowDown', option, 100);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
