// Server paging of a list (docs/decisions/012-server-paging.md): json-server's query conventions, which
// ra-data-json-server speaks, on the contract's own list endpoints. Client and server read the limits here.
import type { ResourceConfig } from './types.ts';

/** The query parameters of a page; a list call without any of them answers the whole list (SPEC 7). */
export const PAGE_PARAMS = ['_start', '_end', '_sort', '_order', 'q'] as const;
export type PageParam = (typeof PAGE_PARAMS)[number];

/** The response header that gives the number of rows found, of which the page is a slice. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Set on a 404 the API answered itself (no such record, or one outside the caller's scope): no refresh helps. */
export const NOT_FOUND_HEADER = 'x-not-found';

/** The most rows one page may ask for (`_end - _start`). */
export const MAX_PAGE_ROWS = 1000;
/** The longest search (`q`) the server takes. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * What a page may be sorted by: the id, and each sortable column of the list.
 * @example sortFieldsOf(project) // ['id', 'project_name', 'project_code', 'state_id', 'start_date', 'end_date']
 */
export const sortFieldsOf = (resource: Pick<ResourceConfig, 'columns'>): string[] => [
  'id',
  ...resource.columns.filter((column) => column.sortable && column.source !== 'id').map((c) => c.source),
];
