// An HttpClient for tests from a request function alone: every revalidation answers the request's body afresh,
// a page call the whole list, as a server without paging does, and no answer has an ETag or a count.
import type { HttpClient, HttpRequestInit } from '../../dataProvider/httpClient.ts';

export const httpClientOf = (request: HttpClient['request']): HttpClient => ({
  request,
  requestWithEtag: async <T>(path: string, init?: HttpRequestInit) => ({
    body: await request<T>(path, init),
    etag: undefined,
  }),
  revalidate: async <T>(path: string, _etag?: string, init?: Pick<HttpRequestInit, 'responseType'>) => ({
    notModified: false as const,
    body: await request<T>(path, init),
    etag: undefined,
  }),
  page: async <T>(path: string) => ({
    body: await request<T>(path.split('?')[0]),
    total: undefined,
    etag: undefined,
  }),
  fetchJson: async (path: string) => {
    const json = await request<unknown>(path);
    return { status: 200, headers: new Headers(), body: JSON.stringify(json ?? null), json };
  },
});
