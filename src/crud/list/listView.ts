// A list's view (its search, field filters, sort, page and page size) as react-admin keeps it in the address, read
// against the resource's config: an address the list cannot read opens its first page in the server's order,
// unsearched and unfiltered.
import {
  DEFAULT_PAGE_SIZE,
  fieldFiltersOf,
  PAGE_SIZES,
  sortFieldsOf,
  type FieldFilters,
  type ResourceConfig,
} from '../../../resources/index.ts';

/** The config a view is read against: its sortable columns and its declared filters. */
type ViewConfig = Pick<ResourceConfig, 'columns' | 'fields' | 'filters'>;

/** react-admin's list params, as far as these lists use them: the search `q` and the config's field filters. */
export interface ListView {
  filter: { q?: string } & FieldFilters;
  /** A sortable column, or '' for the order the server sent (no header clicked). */
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

export const DEFAULT_VIEW: Readonly<ListView> = {
  filter: {},
  sort: '',
  order: 'ASC',
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

/** The search a short address names (`/site?q=Monday`, the dashboard's links): that search, the rest default. */
const SHORT_SEARCH = 'q';
const ORDERS: readonly string[] = ['ASC', 'DESC'];

/** The search and the declared filters, each of a value its field takes (an id as a number); empty ones dropped. */
const filterOf = (config: ViewConfig, value: unknown): ListView['filter'] | undefined => {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { q, ...others } = value as Record<string, unknown>;
  const fields = fieldFiltersOf(config, others);
  if (!fields || (q !== undefined && typeof q !== 'string')) return undefined;
  return q ? { q, ...fields } : fields;
};

const wholeNumberOf = (value: unknown, fallback: number): number | undefined => {
  if (value === undefined) return fallback;
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
};

/**
 * The view react-admin's params name, each missing one at its default; undefined when any is one the list cannot
 * show (a column it does not sort by, a filter its config does not declare or a value its field cannot hold, a
 * page size it does not offer). A filter's value no record holds (a district since removed) is still a view.
 * @example viewOf(site, { sort: 'site_name', order: 'DESC', page: '2' }) // { filter: {}, sort: 'site_name', order: 'DESC', page: 2, perPage: 10 }
 */
export const viewOf = (config: ViewConfig, params: Record<string, unknown>): ListView | undefined => {
  const { filter, sort = '', order = 'ASC', page, perPage, displayedFilters: _shown, ...others } = params;
  const view = {
    filter: filterOf(config, filter),
    sort: sort === '' || sortFieldsOf(config).includes(sort as string) ? (sort as string) : undefined,
    order: ORDERS.includes(order as string) ? (order as ListView['order']) : undefined,
    page: wholeNumberOf(page, 1),
    perPage: wholeNumberOf(perPage, DEFAULT_PAGE_SIZE),
  };
  if (Object.keys(others).length > 0 || !PAGE_SIZES.includes(view.perPage ?? 0)) return undefined;
  return Object.values(view).every((value) => value !== undefined) ? (view as ListView) : undefined;
};

/**
 * The address query of a view, in react-admin's own form.
 * @example addressOf({ ...DEFAULT_VIEW, filter: { q: 'goa' } }) // '?displayedFilters=%7B%7D&filter=%7B%22q%22%3A%22goa%22%7D&order=ASC&page=1&perPage=10&sort='
 */
export const addressOf = (view: ListView): string =>
  `?${new URLSearchParams({
    displayedFilters: '{}',
    filter: JSON.stringify(view.filter),
    order: view.order,
    page: String(view.page),
    perPage: String(view.perPage),
    sort: view.sort,
  })}`;

/** The params of an address query, its filter parsed; undefined when a key repeats or the filter is not JSON. */
const paramsOf = (query: URLSearchParams): Record<string, unknown> | undefined => {
  const params: Record<string, unknown> = {};
  for (const [key, value] of query) {
    if (key in params) return undefined;
    params[key] = value;
  }
  if (typeof params.filter !== 'string') return params;
  try {
    return { ...params, filter: JSON.parse(params.filter) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * The address query a list's address should be replaced with, or undefined when it can stay: a short search
 * becomes react-admin's form of it; one the list cannot read becomes the default view.
 * @example listAddressFix(site, '?q=Monday') // addressOf({ ...DEFAULT_VIEW, filter: { q: 'Monday' } })
 * @example listAddressFix(site, '?sort=nope') // addressOf(DEFAULT_VIEW)
 * @example listAddressFix(site, '?sort=site_name&page=2') // undefined
 */
export const listAddressFix = (config: ViewConfig, search: string): string | undefined => {
  const query = new URLSearchParams(search);
  if ([...query.keys()].join() === SHORT_SEARCH) {
    return addressOf({ ...DEFAULT_VIEW, filter: filterOf(config, { q: query.get(SHORT_SEARCH) }) ?? {} });
  }
  const params = paramsOf(query);
  return params && viewOf(config, params) ? undefined : addressOf(DEFAULT_VIEW);
};
