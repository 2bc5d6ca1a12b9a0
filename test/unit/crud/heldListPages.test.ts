// A new list query starts with the page the held list answers at once, and is read again only once that list is
// no longer the one held.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedHeldListPages } from '../../../src/crud/list/heldListPages.ts';

const listKey = (page: number) => [
  'project',
  'getList',
  { pagination: { page, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {}, meta: undefined },
];

/** A query client seeded from a held list whose page n is [n]; `held.current` says whether that list is still held. */
const seededClient = () => {
  const held = { current: true, asked: [] as unknown[] };
  const client = new QueryClient();
  seedHeldListPages(client, {
    getListNow: (resource, params) => {
      held.asked.push([resource, params.pagination?.page]);
      return { data: [{ id: params.pagination!.page }], total: 30, isCurrent: () => held.current };
    },
  });
  let reads = 0;
  /** Watches the list query of page n, as react-admin's list does; reads count the query function's calls. */
  const watch = (page: number) => {
    const observer = new QueryObserver(client, {
      queryKey: listKey(page),
      queryFn: async () => (reads++, { data: [{ id: page }], total: 30 }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return { observer, unsubscribe };
  };
  return { held, client, watch, reads: () => reads };
};

describe('list queries seeded from the held list', () => {
  it('start with the held page, and are not read again while that list is held', async () => {
    const { held, watch, reads } = seededClient();
    const { observer } = watch(2);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { data: [{ id: 2 }] } });
    expect(held.asked).toEqual([['project', 2]]);
    await Promise.resolve();
    expect(reads()).toBe(0);
    expect(observer.getCurrentResult().isStale).toBe(false);
  });

  it('are read again once the list they came from is no longer held', async () => {
    const { held, client, watch, reads } = seededClient();
    const first = watch(1);
    first.unsubscribe();
    held.current = false;
    // The same view opened again: its query is known, and stale.
    watch(1);
    await expect.poll(reads).toBe(1);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('leave other queries alone', () => {
    const { held, client } = seededClient();
    client.getQueryCache().build(client, { queryKey: ['project', 'getOne', { id: '2' }] });
    expect(held.asked).toEqual([]);
    expect(client.getQueryData(['project', 'getOne', { id: '2' }])).toBeUndefined();
  });
});
