// A page change, a sort or a search on a list held in memory shows its rows in the same render as the address
// change. react-admin's list query for the new view is made with the page the held list answers at once, and is not
// read again while that list is the one held: reading it would answer the same page (a write, or a list screen
// opening, has the list asked of the server again, and its queries read again). Without it, the list drew the old
// page again (react-admin keeps the previous rows while a new view's query waits), then the new rows, then again for
// the read's start and end (docs/performance.md).
import type { Query, QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult } from 'react-admin';

export interface ListPagesNow {
  /** The page getList would answer, when it can be had without waiting (dataProvider/index.ts). */
  getListNow(
    resource: string,
    params: GetListParams,
  ): (Pick<GetListResult, 'data' | 'total'> & { isCurrent: () => boolean }) | undefined;
}

/**
 * From now on, each new list query (react-admin's `[resource, 'getList', params]`) starts with the page the data
 * provider answers at once, when it has one, and stays fresh while that page is current.
 * @example seedHeldListPages(queryClient, dataProvider);
 */
export const seedHeldListPages = (queryClient: QueryClient, pages: ListPagesNow): void => {
  const seeded = new WeakMap<Query, () => boolean>();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => (seeded.get(query as Query)?.() ? Infinity : 0),
    },
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' || event.query.state.data !== undefined) return;
    const [resource, call, params] = event.query.queryKey;
    if (call !== 'getList' || typeof resource !== 'string') return;
    const page = pages.getListNow(resource, params as GetListParams);
    if (!page) return;
    seeded.set(event.query, page.isCurrent);
    // What react-admin's useGetList makes of an answer.
    const answer: GetListResult = {
      data: page.data,
      total: page.total,
      pageInfo: undefined,
      meta: undefined,
    };
    queryClient.setQueryData(event.query.queryKey, answer);
  });
};
