// One page of a server-paged audit list through react-query: the page asked for, its rows and the total.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Slice } from '../../dataProvider/index.ts';
import type { PageAnswer } from '../../dataProvider/httpClient.ts';
import { DEFAULT_PAGE_SIZE } from '../../resources/index.ts';

/** `key` names what is paged (with its filters); a new key goes back to the first page. */
export function usePagedQuery<Row>(key: QueryKey, read: (slice: Slice) => Promise<PageAnswer<Row[]>>) {
  const [paging, setPaging] = useState({ key: JSON.stringify(key), page: 0, perPage: DEFAULT_PAGE_SIZE });
  const page = paging.key === JSON.stringify(key) ? paging.page : 0;
  const { perPage } = paging;
  const query = useQuery({
    queryKey: [...key, page, perPage],
    queryFn: () => read({ start: page * perPage, end: (page + 1) * perPage }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    rows: query.data?.body ?? [],
    total: query.data?.total ?? 0,
    isError: query.isError,
    isPending: query.isPending,
    page,
    perPage,
    setPage: (next: number) => setPaging({ key: JSON.stringify(key), page: next, perPage }),
    setPerPage: (next: number) => setPaging({ key: JSON.stringify(key), page: 0, perPage: next }),
  };
}
