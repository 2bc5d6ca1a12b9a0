// Where a list's pages come from: the list held whole (listSnapshots.ts), or, past the client list limit, the
// server, a page per call (docs/decisions/012-server-paging.md). A resource's first list call asks a one-row
// page, whose X-Total-Count tells how many rows it has.
import type { Identifier } from 'ra-core';
import { MAX_SEARCH_LENGTH, SERIAL_KEY, sortFieldsOf, type ResourceConfig } from '../resources/index.ts';
import { HttpError, type HttpClient } from './httpClient.ts';
import { rowsOfListAnswer } from './listAnswer.ts';
import { positionOf, queryPrepared, type PageQuery } from './listQuery.ts';
import type { ListRow, ListSnapshots } from './listSnapshots.ts';

export const DEFAULT_CLIENT_LIST_LIMIT = 50_000;

/** VITE_CLIENT_LIST_LIMIT when it is a whole number; 50,000 otherwise. */
export const clientListLimit = (setting = import.meta.env?.VITE_CLIENT_LIST_LIMIT): number =>
  setting !== undefined && /^\d+$/.test(setting.trim()) ? Number(setting) : DEFAULT_CLIENT_LIST_LIMIT;

const firstRowOf = (query: PageQuery) => (Math.max(1, query.page) - 1) * query.perPage;

/**
 * The page call of a list query; its sort only when the server sorts by that field.
 * @example pagePath(project, { q: 'goa', page: 2, perPage: 10 }) // 'projects?_start=10&_end=20&q=goa'
 */
export const pagePath = (config: ResourceConfig, query: PageQuery): string => {
  const start = firstRowOf(query);
  const params = new URLSearchParams({ _start: String(start), _end: String(start + query.perPage) });
  const { sort } = query;
  if (sort?.field && sortFieldsOf(config).includes(sort.field)) {
    params.set('_sort', sort.field);
    params.set('_order', sort.order);
  }
  const q = query.q?.trim();
  if (q) params.set('q', q);
  return `${config.endpoints.list}?${params}`;
};

/** Held whole (until past the limit), paged by the server, or held whole as the server pages none. */
type Source = 'held' | 'server' | 'wholeOnly';
export type ListPage = { data: (ListRow & { [SERIAL_KEY]: number })[]; total: number };

export const createListSources = (http: HttpClient, snapshots: ListSnapshots, limit: number) => {
  const sources = new Map<string, Source>();
  const asking = new Map<string, Promise<Source>>();

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

  /** One page from the server; S.No. continues across pages: _start + n. */
  const serverPage = async (config: ResourceConfig, query: PageQuery): Promise<ListPage> => {
    // The server takes searches of up to 200 characters: a longer one finds nothing here.
    if ((query.q?.trim().length ?? 0) > MAX_SEARCH_LENGTH) return { data: [], total: 0 };
    const answer = await http.page<unknown>(pagePath(config, query));
    const rows = rowsOfListAnswer(answer.body, config.name);
    const first = firstRowOf(query);
    const data = rows.map((row, n) => ({
      ...row,
      id: row[config.idKey] as Identifier,
      [SERIAL_KEY]: first + n + 1,
    }));
    return { data, total: answer.total ?? rows.length };
  };

  return {
    async getList(config: ResourceConfig, query: PageQuery): Promise<ListPage> {
      const source = await sourceOf(config);
      if (source === 'server') return serverPage(config, query);
      const list = await snapshots.current(config);
      if (source === 'wholeOnly' || list.rows.length <= limit) return queryPrepared(list, query);
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
      if ((await sourceOf(config)) === 'server') return undefined;
      const list = await snapshots.current(config);
      if (sources.get(config.name) === 'held' && list.rows.length > limit) return undefined;
      return positionOf(list, query, (row) => String(row.id) === String(id));
    },
    /** True once the server pages the resource's list (no whole copy is held). */
    pagedByServer: (name: string) => sources.get(name) === 'server',
  };
};
