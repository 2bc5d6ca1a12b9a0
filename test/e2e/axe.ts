// Runs axe-core's WCAG 2.1 A and AA rules in a page and lists its serious and critical violations as lines.
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a screen; 'minor' and 'moderate' ones are reported by axe but not held against it. */
const FAILING = ['serious', 'critical'];

interface Found {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

type AxeWindow = Window & { axe?: typeof axe };

/** Every violation in the page as it is now (open dialogs and menus included), any impact. */
export async function axeFindings(page: Page): Promise<Found[]> {
  // A menu or dialog fading in would be measured half transparent: wait for finite animations to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      ),
  );
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { violations } = await (window as AxeWindow).axe!.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return violations.map((rule) => ({
      id: rule.id,
      impact: rule.impact ?? null,
      help: rule.help,
      targets: rule.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_21_AA);
}

/**
 * The screen's serious and critical violations as "rule (impact): help @ target | target" lines, none when clean.
 * @example expect(await blockingViolations(page), 'the login page').toEqual([]);
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page))
    .filter((found) => FAILING.includes(found.impact ?? ''))
    .map((found) => `${found.id} (${found.impact}): ${found.help} @ ${found.targets.join(' | ')}`);
}
