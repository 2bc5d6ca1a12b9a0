// The browser suite tests the app as it ships: React's production build, from the suite's own build folder.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';

/** The scripts the page loads: index.html's module and the chunks it preloads. */
async function shippedScripts(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}/login`)).text();
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file);
  return Promise.all(paths.map(async (file) => (await fetch(`${baseUrl()}${file}`)).text()));
}

describe('the served app', () => {
  it('is a production build: no development JSX runtime in the scripts it loads', async () => {
    const scripts = await shippedScripts();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes('jsxDEV'))).toEqual([]);
  });
});
