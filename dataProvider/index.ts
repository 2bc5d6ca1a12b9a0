// The react-admin DataProvider over the API: endpoints from the resource configs, lists queried on the client
// (or, past the client list limit, by the server at the REST facade: listSources.ts, restProvider.ts).
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import {
  DEFAULT_PAGE_SIZE,
  isEmptyFilter,
  resources as registry,
  searchTextOf,
  sortValueOf,
  type FieldFilters,
  type FilterValue,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../resources/index.ts';
import { OFFLINE_FROM_KEY, type DeviceCopies } from './deviceCopies.ts';
import { historyCalls } from './historyCalls.ts';
import { HttpError, type HttpClient } from './httpClient.ts';
import { noAnswer } from './httpError.ts';
import { queryList, type PageQuery } from './listQuery.ts';
import { recordOfGetAnswer } from './listAnswer.ts';
import { createListSnapshots, type ListRow } from './listSnapshots.ts';
import { clientListLimit, createListSources } from './listSources.ts';
import { createRestProvider } from './restProvider.ts';
import { writeCalls } from './writeCalls.ts';

export { replyOf, REPLY_KEY, type ServerReply } from './reply.ts';
export type { ActivityFilter, HistoryCalls, Slice } from './historyCalls.ts';
export { newIdempotencyKey } from './idempotencyKey.ts';
export { OFFLINE_FROM_KEY } from './deviceCopies.ts';
export type { WriteMeta } from './writeCalls.ts';

export interface DataProviderOptions {
  /**
   * The master data already in memory, so lists search and sort by resolved names (state names, not
   * ids). Read at each getList; without it, lookups fall back to '--' and the list still works.
   */
  getMasterData?: () => MasterData | undefined;
  /** The resources served; the registry unless given. */
  resources?: readonly ResourceConfig[];
  /** Lists with more rows than this are paged by the server; VITE_CLIENT_LIST_LIMIT (50,000) unless given. */
  clientListLimit?: number;
  /**
   * Where the lists and records read are kept for reading offline (deviceCopies.ts); without it, a read that gets
   * no answer fails as the network did.
   */
  device?: Pick<DeviceCopies, 'read' | 'save'>;
  /** The clock a copy's time is read from; Date.now unless given. */
  now?: () => number;
}

type Row = Record<string, unknown>;

/** Nowhere to keep copies: a read that gets no answer fails as the network did. */
const noDevice: Pick<DeviceCopies, 'read' | 'save'> = {
  read: async () => undefined,
  save: async () => undefined,
};

const sameId = (a: unknown, b: unknown) => String(a) === String(b);

/** A list's field filters as given, empty ones left out (the list screen has read them against the config). */
const fieldFilters = (fields: Record<string, unknown>): FieldFilters =>
  Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, FilterValue] =>
        !isEmptyFilter(entry[1]) && ['number', 'string'].includes(typeof entry[1]),
    ),
  );

/**
 * @example
 * const dataProvider = createDataProvider(http, { getMasterData: () => masterDataStore.current });
 */
export const createDataProvider = (http: HttpClient, options: DataProviderOptions = {}): DataProvider => {
  const resourceByName = (name: string): ResourceConfig => {
    const found = (options.resources ?? registry).find((resource) => resource.name === name);
    if (!found) throw new Error(`Unknown resource: ${name}`);
    return found;
  };
  const withId = (config: ResourceConfig, row: Row): RaRecord => ({
    ...row,
    id: row[config.idKey] as Identifier,
  });
  const snapshots = createListSnapshots(http, options.getMasterData, options.device, options.now);
  const limit = options.clientListLimit ?? clientListLimit();
  const lists = createListSources(
    http,
    snapshots,
    limit,
    createRestProvider(http),
    options.device ?? noDevice,
  );
  const rowsOf = async (config: ResourceConfig): Promise<ListRow[]> => (await snapshots.current(config)).rows;

  const pageQuery = (params: GetListParams): PageQuery => {
    const { q, ...fields } = (params.filter ?? {}) as Record<string, unknown>;
    return {
      q: typeof q === 'string' ? q : undefined,
      filters: fieldFilters(fields),
      sort: params.sort,
      page: params.pagination?.page ?? 1,
      perPage: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
    };
  };
  /** The write went through: the next list read asks the server what changed. */
  const changed = <T>(config: ResourceConfig, result: T): T => {
    snapshots.markStale(config.name);
    return result;
  };

  const provider = {
    /**
     * Search, sort and page change never touch the network while the list is held (see listSnapshots.ts);
     * past the client list limit each asks the server for a page (listSources.ts).
     */
    getList: async (resource: string, params: GetListParams) =>
      lists.getList(resourceByName(resource), pageQuery(params)),
    /**
     * The page getList would answer, at once, when the list is held fresh in memory (a page change, a sort or a
     * search on an open list); undefined when getList would wait for the server or the device.
     */
    getListNow: (resource: string, params: GetListParams) =>
      lists.pageNow(resourceByName(resource), pageQuery(params)),
    /** The record as the server answers it, kept on the device; the device's copy when the network fails. */
    getOne: async (resource: string, params: { id: Identifier }) => {
      const config = resourceByName(resource);
      const deviceName = `${config.name}/${params.id}`;
      let answer: unknown;
      try {
        answer = await http.request<unknown>(`${config.endpoints.get}/${params.id}`);
      } catch (error) {
        const saved = noAnswer(error) ? await options.device?.read<Row>('record', deviceName) : undefined;
        if (!saved) throw error;
        const data = { ...withId(config, saved.value), [OFFLINE_FROM_KEY]: saved.savedAt };
        return { data, meta: { offlineFrom: saved.savedAt } };
      }
      const record = recordOfGetAnswer(answer);
      if (!record) throw new HttpError(404, { message: `No ${config.name} with id ${params.id}` });
      options.device
        ?.save('record', deviceName, record)
        .catch((error: unknown) => console.error('A record was not kept offline', error));
      return { data: withId(config, record) };
    },
    /** From the list held; from the server in one call once it pages the list (no whole copy is held). */
    getMany: async (resource: string, params: { ids: Identifier[] }) => {
      const config = resourceByName(resource);
      if (lists.pagedByServer(config.name)) return lists.serverRecords(config, params.ids);
      const rows = await rowsOf(config);
      return { data: rows.filter((row) => params.ids.some((id) => sameId(id, row.id))) };
    },
    getManyReference: async (
      resource: string,
      params: GetListParams & { target: string; id: Identifier },
    ) => {
      const config = resourceByName(resource);
      if (lists.pagedByServer(config.name))
        return lists.serverReferences(config, params.target, params.id, pageQuery(params));
      const rows = (await rowsOf(config)).filter((row) => sameId(row[params.target], params.id));
      const masterData = options.getMasterData?.();
      const [searchText, sortValue] = [searchTextOf(config, masterData), sortValueOf(config, masterData)];
      return queryList({ rows, searchText, sortValue, ...pageQuery(params) });
    },
    /**
     * Where a record falls in its list searched and sorted as `filter` and `sort` say, from 0 (the list screen
     * opens the page of a record just saved); undefined when the search does not find it or the server pages the
     * list.
     */
    locateRow: async (
      resource: string,
      params: Pick<GetListParams, 'filter' | 'sort'> & { id: Identifier },
    ) => {
      const { q, sort, filters } = pageQuery(params);
      return lists.locate(resourceByName(resource), { q, sort, filters }, params.id);
    },
    /**
     * Marks a resource's held list stale: a list screen opening asks the server whether it changed.
     * Async like every method, as react-admin's useDataProvider expects a promise of each.
     */
    markListStale: async (resource: string) => snapshots.markStale(resourceByName(resource).name),
    /** A record's history, the activity, the bin and restore (useDataProvider<DataProvider & HistoryCalls>). */
    ...historyCalls(http, (resource) => snapshots.markStale(resourceByName(resource).name)),
    /** Add, edit and delete: each written once however often it is sent, an edit against the version read. */
    ...writeCalls(http, resourceByName, changed),
    updateMany: async (resource: string, params: { ids: Identifier[]; data: Values }) => {
      for (const id of params.ids) await provider.update(resource, { id, data: params.data });
      return { data: params.ids };
    },
    deleteMany: async (resource: string, params: { ids: Identifier[] }) => {
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  // react-admin types each method generically over the caller's record type; ours are plain rows.
  return provider as unknown as DataProvider;
};
