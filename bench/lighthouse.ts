// Lighthouse's mobile performance score and total blocking time, as its default mobile run measures them (a phone's
// screen, a slow network and a 4× slower CPU, simulated), for the sign-in page and for a signed-in list, in the
// Chromium the browser suite uses. Median of `runs` runs each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chosenChromium } from '../test/e2e/launchBrowser.ts';
import { benchAdmin, freePort } from './server.ts';

export interface LighthouseScore {
  /** 0 to 100. */
  performance: number;
  totalBlockingTimeMs: number;
}

export interface LighthouseFigures {
  login: LighthouseScore;
  signedInList: LighthouseScore;
}

const medianBy = (scores: LighthouseScore[], key: keyof LighthouseScore) =>
  [...scores].sort((a, b) => a[key] - b[key])[Math.floor(scores.length / 2)][key];

/** One Lighthouse run of `url` in the browser listening on `port`; storage kept when `keepStorage` (a signed-in run). */
async function scoreOf(url: string, port: number, keepStorage: boolean): Promise<LighthouseScore> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    totalBlockingTimeMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
  };
}

/** The session as the app keeps it after a sign-in (authProvider): the token and the user, under their keys. */
async function signedInSession(serverUrl: string) {
  const response = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  return { token: JSON.stringify(token), user: JSON.stringify(user) };
}

/**
 * Scores `/login` (a first visit: storage and cache cleared by Lighthouse) and `listPath` signed in (the session put
 * in local storage as the app does, the rest of the device as a first visit leaves it), `runs` times each.
 * @example const { login, signedInList } = await lighthouseFigures(server.url);
 */
export async function lighthouseFigures(
  serverUrl: string,
  listPath = '/project',
  runs = 3,
): Promise<LighthouseFigures> {
  const { executablePath, args } = await chosenChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...args, `--remote-debugging-port=${port}`],
  });
  try {
    const login: LighthouseScore[] = [];
    for (let n = 0; n < runs; n++) login.push(await scoreOf(`${serverUrl}/login`, port, false));
    const session = await signedInSession(serverUrl);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${serverUrl}/login`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    }, session);
    const list: LighthouseScore[] = [];
    for (let n = 0; n < runs; n++) list.push(await scoreOf(`${serverUrl}${listPath}`, port, true));
    const median = (scores: LighthouseScore[]) => ({
      performance: medianBy(scores, 'performance'),
      totalBlockingTimeMs: medianBy(scores, 'totalBlockingTimeMs'),
    });
    return { login: median(login), signedInList: median(list) };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('lighthouse.ts')) {
  const [url, listPath, runs] = process.argv.slice(2);
  console.log(await lighthouseFigures(url, listPath, runs ? Number(runs) : undefined));
}
