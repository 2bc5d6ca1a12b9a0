// Where a list's pages come from: the list held whole (listSnapshots.ts), or, past the client list limit, the
// server, a page per call at the REST facade (docs/decisions/012-server-paging.md, 029-rest-facade.md). A
// resource's first list call asks the contract's list a one-row page, whose X-Total-Count tells how many rows it
// has. At a resource's first list call of the page, what the device keeps of it answers at once, marked `fromDevice`:
// the page it last showed for that view (devicePages.ts), else the held list (listSnapshots.ts); the list screen then
// reads it again from the server behind it.
import type { DataProvider, Identifier } from 'ra-core';
import { MAX_SEARCH_LENGTH, SERIAL_KEY, sortFieldsOf, type ResourceConfig } from '../resources/index.ts';
import type { DeviceCopies } from './deviceCopies.ts';
import { devicePages } from './devicePages.ts';
import { HttpError, type HttpClient } from './httpClient.ts';
import { noAnswer } from './httpError.ts';
import { rowsOfListAnswer } from './listAnswer.ts';
import { positionOf, queryPrepared, type PageQuery, type PreparedList } from './listQuery.ts';
import type { ListRow, ListSnapshots } from './listSnapshots.ts';

export const DEFAULT_CLIENT_LIST_LIMIT = 50_000;

/** VITE_CLIENT_LIST_LIMIT when it is a whole number; 50,000 otherwise. */
export const clientListLimit = (setting = import.meta.env?.VITE_CLIENT_LIST_LIMIT): number =>
  setting !== undefined && /^\d+$/.test(setting.trim()) ? Number(setting) : DEFAULT_CLIENT_LIST_LIMIT;

const firstRowOf = (query: PageQuery) => (Math.max(1, query.page) - 1) * query.perPage;

/**
 * A list query as the REST facade's page: its sort only when the server sorts by that field (else by id), its
 * search only when there is one, its field filters as given (the facade matches them exactly, as the held list).
 * @example restListParams(project, { q: ' goa ', filters: { state_id: 29 }, page: 2, perPage: 10 }) // { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'goa', state_id: 29 } }
 */
export const restListParams = (config: ResourceConfig, query: PageQuery) => {
  const { sort } = query;
  const sortable = sort?.field && sortFieldsOf(config).includes(sort.field);
  const q = query.q?.trim();
  return {
    pagination: { page: Math.max(1, query.page), perPage: query.perPage },
    sort: sortable ? sort : { field: 'id', order: 'ASC' as const },
    filter: { ...(q ? { q } : {}), ...query.filters },
  };
};

/** Held whole (until past the limit), paged by the server, or held whole as the server pages none. */
type Source = 'held' | 'server' | 'wholeOnly';
export type ListPage = {
  data: (ListRow & { [SERIAL_KEY]: number })[];
  total: number;
  /**
   * offlineFrom: when the server answered the rows shown, on a page read offline from the copy held; fromDevice: the
   * same, on a page the device's copy answered as the list opened, to be read again from the server.
   */
  meta?: { offlineFrom?: number; fromDevice?: number };
};

export const createListSources = (
  http: HttpClient,
  snapshots: ListSnapshots,
  limit: number,
  /** ra-data-simple-rest at the REST facade (restProvider.ts): the server's pages. */
  rest: DataProvider,
  device: Pick<DeviceCopies, 'read' | 'save'>,
) => {
  const sources = new Map<string, Source>();
  const asking = new Map<string, Promise<Source>>();
  const pages = devicePages(device);
  /** The resources whose first list call of the page has been made: the device answers only that one. */
  const opened = new Set<string>();

  const ask = async (config: ResourceConfig): Promise<Source> => {
    const askedAt = snapshots.staleCount(config.name);
    try {
      const answer = await http.page<unknown>(`${config.endpoints.list}?_start=0&_end=1`);
      if (answer.total !== undefined) return answer.total > limit ? 'server' : 'held';
      // A server without paging answered the whole list: hold it.
      snapshots.hold(config, answer.body, answer.etag, askedAt);
      return 'wholeOnly';
    } catch (error) {
      // A server that refuses the page parameters has no paging either.
      if (error instanceof HttpError && error.status === 400) return 'wholeOnly';
      throw error;
    }
  };

  /**
   * The source, or, when the network fails before the first answer told it, the copy held (in memory or on the
   * device) for this call only: the next call asks again.
   */
  const sourceOrHeld = (config: ResourceConfig): Promise<Source> =>
    sourceOf(config).catch((error: unknown) => {
      if (noAnswer(error)) return 'wholeOnly';
      throw error;
    });

  /** Keeps on the device the page a list shows for its view (the page answered offline is kept already). */
  const keepPage = (config: ResourceConfig, query: PageQuery, page: ListPage) => {
    if (page.meta) return;
    pages
      .save(config.name, query, { data: page.data, total: page.total })
      .catch((error: unknown) => console.error('A page was not kept offline', error));
  };

  /** A page of the held list, marked with the time it was answered when it answered offline. */
  const heldPage = (config: ResourceConfig, list: PreparedList<ListRow>, query: PageQuery): ListPage => {
    const page = queryPrepared(list, query);
    const offlineFrom = snapshots.offlineFrom(config.name);
    if (offlineFrom !== undefined) return { ...page, meta: { offlineFrom } };
    keepPage(config, query, page);
    return page;
  };

  const sourceOf = (config: ResourceConfig): Promise<Source> => {
    const known = sources.get(config.name);
    if (known) return Promise.resolve(known);
    let pending = asking.get(config.name);
    if (!pending) {
      pending = ask(config)
        .then((source) => (sources.set(config.name, source), source))
        .finally(() => asking.delete(config.name));
      asking.set(config.name, pending);
    }
    return pending;
  };

  /** Rows of a page the server answered, with their ids; S.No. continues across pages: _start + n. */
  const numbered = (config: ResourceConfig, query: PageQuery, answer: unknown) => {
    const first = firstRowOf(query);
    return rowsOfListAnswer(answer, config.name).map((row, n) => ({
      ...row,
      id: row[config.idKey] as Identifier,
      [SERIAL_KEY]: first + n + 1,
    }));
  };
  /** The server takes searches of up to 200 characters: a longer one finds nothing here. */
  const searchTooLong = (query: PageQuery) => (query.q?.trim().length ?? 0) > MAX_SEARCH_LENGTH;

  /** One page from the server, kept on the device for the view it answers. */
  const serverPage = async (config: ResourceConfig, query: PageQuery): Promise<ListPage> => {
    if (searchTooLong(query)) return { data: [], total: 0 };
    const answer = await rest.getList(config.name, restListParams(config, query));
    const page = { data: numbered(config, query, answer.data), total: answer.total ?? answer.data.length };
    keepPage(config, query, page);
    return page;
  };

  /**
   * The first list call of the page, when the device keeps this view's page or the held list: answered from it at
   * once while the source is asked for (the list screen's next read gets the server's answer). The page is read
   * first: ten rows, where the held list's are thousands to read back (50 to 600 ms at 20,000 rows in the trace).
   */
  const devicePage = async (config: ResourceConfig, query: PageQuery): Promise<ListPage | undefined> => {
    if (opened.has(config.name) || sources.has(config.name)) return undefined;
    opened.add(config.name);
    const page = await pages.read<ListPage['data'][number]>(config.name, query);
    if (page) {
      void sourceOf(config).catch(() => undefined);
      return { ...page.value, meta: { fromDevice: page.savedAt } };
    }
    const held = await snapshots.fromDevice(config);
    if (!held) return undefined;
    void sourceOf(config).catch(() => undefined);
    return { ...queryPrepared(held.list, query), meta: { fromDevice: held.answeredAt } };
  };

  /** Whether a held list pages itself: the server pages none, or it is within the limit. */
  const pagedHere = (source: Source, list: PreparedList<ListRow>) =>
    source === 'wholeOnly' || list.rows.length <= limit;

  /** The held list `getList` would page, when it holds one fresh; undefined when it would ask the server. */
  const heldNow = (config: ResourceConfig) => {
    const source = sources.get(config.name);
    if (source !== 'held' && source !== 'wholeOnly') return undefined;
    const list = snapshots.currentNow(config);
    return list && pagedHere(source, list) ? list : undefined;
  };

  return {
    /**
     * The page `getList` would answer now, without waiting, when it would come from the list held fresh in memory,
     * with a check of whether it still would; undefined when the server, the device or a revalidation would answer.
     */
    pageNow(config: ResourceConfig, query: PageQuery) {
      const list = heldNow(config);
      if (!list) return undefined;
      /** Whether the list paged is still the one held fresh: getList would answer the same page. */
      const isCurrent = () => heldNow(config) === list;
      return { ...queryPrepared(list, query), isCurrent };
    },
    async getList(config: ResourceConfig, query: PageQuery): Promise<ListPage> {
      const kept = await devicePage(config, query);
      if (kept) return kept;
      const source = await sourceOrHeld(config);
      if (source === 'server') return serverPage(config, query);
      const list = await snapshots.current(config);
      if (pagedHere(source, list)) return heldPage(config, list, query);
      // The held list has grown past the limit: the server pages it from now on.
      sources.set(config.name, 'server');
      snapshots.forget(config.name);
      return serverPage(config, query);
    },
    /**
     * Where the record `id` falls in the held list searched and sorted as `query` asks, from 0; undefined when that
     * search does not find it, or when the server pages the list (no place is known without reading it all).
     */
    async locate(config: ResourceConfig, query: Omit<PageQuery, 'page' | 'perPage'>, id: Identifier) {
      if ((await sourceOrHeld(config)) === 'server') return undefined;
      const list = await snapshots.current(config);
      if (sources.get(config.name) === 'held' && list.rows.length > limit) return undefined;
      return positionOf(list, query, (row) => String(row.id) === String(id));
    },
    /** True once the server pages the resource's list (no whole copy is held). */
    pagedByServer: (name: string) => sources.get(name) === 'server',
    /** The records of a list the server pages that name one record (`target` holds `id`), a page of them. */
    async serverReferences(config: ResourceConfig, target: string, id: Identifier, query: PageQuery) {
      if (searchTooLong(query)) return { data: [], total: 0 };
      const page = await rest.getManyReference(config.name, { ...restListParams(config, query), target, id });
      return { data: numbered(config, query, page.data), total: page.total ?? page.data.length };
    },
    /** Records of a list the server pages, by id, in one call. */
    async serverRecords(config: ResourceConfig, ids: Identifier[]) {
      const { data } = await rest.getMany(config.name, { ids });
      const rows = rowsOfListAnswer(data, config.name);
      return { data: rows.map((row) => ({ ...row, id: row[config.idKey] as Identifier })) };
    },
  };
};
