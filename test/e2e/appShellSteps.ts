// Steps of the installable app's browser tests: the service worker's state, its caches, and a network that is off.
import type { BrowserContext, Page } from 'playwright-core';

/** Waits until the app's service worker is active and controls the page (the first install claims it at once). */
export const untilControlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

/** Every URL held in the page's Cache Storage, by path (with its query), across all caches. */
export const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });

/** Deletes a cached file whose path starts with `prefix` from every cache, as a new version's clean-up would. */
export const uncache = (page: Page, prefix: string): Promise<number> =>
  page.evaluate(async (start) => {
    let deleted = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith(start) && (await cache.delete(request))) deleted += 1;
      }
    }
    return deleted;
  }, prefix);

/**
 * The network off, twice over: Chromium's emulated offline alone let a page's fetch to 127.0.0.1 through, so every
 * request that still reaches the network (the page's or the service worker's) is also aborted as a lost connection.
 * What the service worker answers from its cache never reaches the network and is not seen here. Answers the paths
 * that tried.
 */
export async function switchNetworkOff(context: BrowserContext): Promise<string[]> {
  const tried: string[] = [];
  await context.setOffline(true);
  await context.route('**/*', (route) => {
    tried.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return tried;
}

/** Waits until the page's transitions have ended (a prompt sliding in), for a screenshot to show it as it stays. */
export const untilStill = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
