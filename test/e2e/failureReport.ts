// A failed browser test says what its pages showed: each open page's address and accessibility tree in the suite's
// output, and its screenshot under .test-artifacts/failures (a run's output is often all there is of a failure that
// does not come back when the file runs again).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openPages } from './launchBrowser.ts';

const failuresDir = '.test-artifacts/failures';
/** Lines of each page's tree printed: enough for its dialogs, menus and headings. */
const TREE_LINES = 80;

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  fs.mkdirSync(failuresDir, { recursive: true });
  const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, page] of openPages().entries()) {
    if (page.isClosed()) continue;
    try {
      const tree = await page.locator('body').ariaSnapshot({ timeout: 5_000 });
      const lines = tree.split('\n');
      console.log(
        `What page ${index + 1} showed when "${task.name}" failed, at ${page.url()}:\n` +
          lines.slice(0, TREE_LINES).join('\n') +
          (lines.length > TREE_LINES ? `\n… ${lines.length - TREE_LINES} lines more` : ''),
      );
      await page.screenshot({ path: path.join(failuresDir, `${name}-${index + 1}.png`), timeout: 10_000 });
    } catch (error) {
      console.log(`Page ${index + 1} could not be read after the failure: ${String(error).split('\n')[0]}`);
    }
  }
});
