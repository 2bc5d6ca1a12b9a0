// What the login page costs a new visitor: its JavaScript as it travels (compressed), from an empty cache.
import type { Page } from 'playwright-core';

/** The login page's budget of JavaScript on the wire (decision 017: it loads before anything else). */
export const LOGIN_SCRIPT_BUDGET = 140 * 1024;

/**
 * Bytes of JavaScript transferred (compressed, as on the wire) when /login is opened with an empty cache.
 * @example expect(await loginScriptBytes(page, baseUrl())).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET)
 */
export async function loginScriptBytes(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await cdp.detach();
  return bytes;
}
