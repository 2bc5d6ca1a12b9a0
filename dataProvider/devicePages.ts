// The last page of a list the server pages, kept on the device with the view it answers (search, filters, sort, page
// and size): opened afresh on that view, the list shows it at once while the server is asked again.
import type { DeviceCopies, SavedCopy } from './deviceCopies.ts';
import type { PageQuery } from './listQuery.ts';

/** A page as the list shows it: its numbered rows and the number found. */
export interface KeptPage<R> {
  data: R[];
  total: number;
}

interface DevicePage<R> {
  view: string;
  page: KeptPage<R>;
}

/** One text per view: the same search, filters, sort, page and size give the same text. */
const viewOf = (query: PageQuery) =>
  JSON.stringify([
    query.q?.trim() ?? '',
    Object.entries(query.filters ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    query.sort?.field ? [query.sort.field, query.sort.order] : [],
    Math.max(1, query.page),
    query.perPage,
  ]);

/** @example const pages = devicePages(copies); await pages.save('project', query, page); */
export const devicePages = (device: Pick<DeviceCopies, 'read' | 'save'>) => ({
  /** The page kept for this view, with the time the server answered it; undefined for another view or none. */
  async read<R>(name: string, query: PageQuery): Promise<SavedCopy<KeptPage<R>> | undefined> {
    const kept = await device.read<DevicePage<R>>('listPage', name);
    if (!kept || kept.value.view !== viewOf(query)) return undefined;
    return { savedAt: kept.savedAt, value: kept.value.page };
  },
  /** Keeps the page the server answered for this view, in place of the one kept before. */
  save<R>(name: string, query: PageQuery, page: KeptPage<R>) {
    return device.save('listPage', name, { view: viewOf(query), page } satisfies DevicePage<R>);
  },
});
