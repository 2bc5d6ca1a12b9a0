// An HttpClient for tests from a request function alone: every revalidation answers the request's body afresh.
import type { HttpClient } from '../../dataProvider/httpClient.ts';

export const httpClientOf = (request: HttpClient['request']): HttpClient => ({
  request,
  revalidate: async <T>(path: string) => ({
    notModified: false as const,
    body: await request<T>(path),
    etag: undefined,
  }),
});
