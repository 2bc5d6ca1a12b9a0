// No cache keeps an API answer: every route of the app's own route table answers `no-store`, signed in or not,
// except the lists, which are revalidated by their ETag (`private, no-cache`), and the API reference page's files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';

const routeTable: { method: string; url: string }[] = [];
/** Registered first in the API scope, so it sees every route the product's groups add after it. */
const recordRoutes: ApiRoutes = (api) => {
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
};

/** The reference page's scripts and styles, public and the same for everyone, keep their own caching. */
const isReferencePage = (url: string) => url.startsWith('/api/docs');
/** An id no record has, so that a GET which deletes (the contract's) deletes nothing. */
const concrete = (url: string) =>
  url
    .replace(':id', '999999')
    .replace(':name', `${'a'.repeat(32)}.jpg`)
    .replace(':resource', 'project');

/** Whether an answer's Cache-Control is right: a list with an ETag revalidates, everything else is never stored. */
function cachedAsItShould(response: Response): boolean {
  const caching = response.headers.get('cache-control') ?? '';
  if (response.headers.has('etag')) return caching === 'private, no-cache';
  return caching.split(/,\s*/).includes('no-store');
}

describe('caching of API answers', () => {
  let server: TestServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestServer('embedded', {}, { routes: [recordRoutes, ...apiRoutes] });
    token = await server.login();
  });
  afterAll(() => server?.close());

  const call = (method: string, url: string, bearer: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { ...jsonHeaders(bearer), ...headers },
      body: method === 'POST' ? '{}' : undefined,
    });

  it('is no-store on every route, signed in or not, and private, no-cache on the lists', async () => {
    const wrong: string[] = [];
    const routes = routeTable.filter((route) => !isReferencePage(route.url));
    for (const route of routes) {
      // Logout ends the session it is called with: it gets one of its own.
      const bearer = route.url === '/api/logout' ? await server.login() : token;
      for (const [who, auth] of [
        ['signed in', bearer],
        ['no token', ''],
      ]) {
        const response = await call(route.method, concrete(route.url), auth);
        await response.arrayBuffer();
        if (!cachedAsItShould(response))
          wrong.push(
            `${route.method} ${route.url} [${who}] ${response.status}: ${response.headers.get('cache-control')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('is no-store on the answers that carry a token: login and refresh', async () => {
    const signedIn = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify(testAdmin),
    });
    const { token: fresh } = (await signedIn.json()) as { token: string };
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const refreshed = await call('POST', '/api/refresh', fresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
  });

  it('stores no page of a list (a page has no ETag to revalidate with)', async () => {
    const page = await call('GET', '/api/projects?_start=0&_end=10', token);
    expect(page.headers.get('x-total-count')).not.toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps a list revalidating, its 304 included', async () => {
    const list = await call('GET', '/api/projects', token);
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const etag = list.headers.get('etag') as string;
    await list.arrayBuffer();
    const unchanged = await call('GET', '/api/projects', token, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('is no-store on an unknown API path too', async () => {
    const response = await call('GET', '/api/no_such_route', token);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
