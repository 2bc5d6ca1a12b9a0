// Browser figures in Chromium: the sign-in page's JavaScript on the wire, and the tab's memory with a list open.
import { launchBrowser } from '../test/e2e/launchBrowser.ts';
import { loginScriptBytes } from '../test/e2e/loginScripts.ts';
import { listShows } from './browserList.ts';
import { benchAdmin } from './server.ts';

export interface BrowserFigures {
  loginBytes: number;
  heapBytes: number;
}

/** Opens /login (its scripts counted), signs in, opens the projects list of `rows` rows and reads the tab's heap. */
export async function browserFigures(url: string, rows: number): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const loginBytes = await loginScriptBytes(page, url);
    await page.getByLabel(/username/i).fill(benchAdmin.email);
    await page.getByLabel(/password/i).fill(benchAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/home');
    await page.goto(`${url}/project`);
    await listShows(page, rows);
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { loginBytes, heapBytes: usedSize };
  } finally {
    await browser.close();
  }
}
