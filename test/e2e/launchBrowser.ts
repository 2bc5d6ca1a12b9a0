// Launches Chromium for the browser suite and the benchmarks: the one CHROMIUM_PATH names, else Debian's at
// /usr/bin/chromium, else the one @sparticuz/chromium ships inside its npm package (unpacked on first use into the
// temporary directory; nothing is downloaded and nothing needs root).
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { scaled } from '../timeouts.ts';
import { launchFailureHelp } from './launchFailure.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** No sandbox (tests run as root in containers), and no calls home: the test machine's network is closed. */
const quietArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium to run and its arguments (the benchmarks launch it themselves too). */
export async function chosenChromium(): Promise<{ executablePath: string; args: string[] }> {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    if (!fs.existsSync(named))
      throw new Error(
        `CHROMIUM_PATH names ${named}, which does not exist: point it at a Chromium or unset it.`,
      );
    return { executablePath: named, args: quietArgs };
  }
  if (fs.existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: quietArgs };
  // Only its binary: its own arguments are for serverless hosts (one process, web security off).
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: quietArgs };
}

/** The browsers launchBrowser started that are still open in this worker. */
const launched = new Set<Browser>();

/** Every page open in those browsers (a failed test's report shows them). */
export const openPages = () =>
  [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));

/**
 * Chromium whose contexts keep the app's service worker out unless `serviceWorkers` is 'allow' (or a context asks
 * for it): installing it makes every new context fetch the whole precache (57 files) beside what it tests; the files
 * that test the app shell allow it.
 * @example const browser = await launchBrowser({ serviceWorkers: 'allow' });
 */
export async function launchBrowser({
  serviceWorkers = 'block',
}: { serviceWorkers?: 'allow' | 'block' } = {}) {
  const { executablePath, args } = await chosenChromium();
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args });
  } catch (error) {
    throw new Error(launchFailureHelp(executablePath, error), { cause: error });
  }
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  // browser.newPage makes its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers, ...options });
    // Playwright's own 30 s for an action or a navigation, scaled as every limit of the tests is.
    context.setDefaultTimeout(scaled(30_000));
    return context;
  };
  return browser;
}

/**
 * Chromium with a profile of its own in `userDataDir`, as a person's browser is: an ordinary window, not the
 * incognito-like contexts of launchBrowser (where Chromium offers no installation).
 */
export async function launchPersistentContext(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  const { executablePath, args } = await chosenChromium();
  try {
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath, args, baseURL });
    context.setDefaultTimeout(scaled(30_000));
    return context;
  } catch (error) {
    throw new Error(launchFailureHelp(executablePath, error), { cause: error });
  }
}
