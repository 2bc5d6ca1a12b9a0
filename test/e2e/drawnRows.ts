// Which rows each of React's commits drew, in the browser: a stand-in for React's developer tools hook, set up before
// the app loads, notes in each commit the text of the table body rows (<tr> in a <tbody>) given new properties, i.e.
// drawn again. The production build's component names are minified; element names are not.
import type { Page } from 'playwright-core';

const HOOK = `(() => {
  const held = new WeakSet();
  const walk = (fiber, drawn) => {
    for (; fiber; fiber = fiber.sibling) {
      const props = fiber.memoizedProps;
      if (fiber.tag === 5 && fiber.type === 'tr' && fiber.stateNode?.parentNode?.nodeName === 'TBODY' &&
          props && !held.has(props)) drawn.push(fiber.stateNode.textContent);
      if (props && typeof props === 'object') held.add(props);
      walk(fiber.child, drawn);
    }
  };
  window.__drawnRows = undefined;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(_id, root) {
      const drawn = [];
      walk(root.current.child, drawn);
      if (window.__drawnRows && drawn.length) window.__drawnRows.push(drawn);
    },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  };
})()`;

/** Watches the page's commits from its next load on (call before it navigates). */
export const watchDrawnRows = (page: Page) => page.addInitScript(HOOK);

/** From now on, records the rows each commit draws; `drawn()` answers their texts, a list per commit that drew any. */
export async function markDrawnRows(page: Page) {
  await page.evaluate('window.__drawnRows = []');
  return { drawn: () => page.evaluate('window.__drawnRows') as Promise<string[][]> };
}
