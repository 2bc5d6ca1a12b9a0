// Opening a list with its search already applied: `/site?q=goa` (the dashboard's figures link so); the list reads
// it as its search (listView.ts).
import type { ResourceConfig } from '../../../resources/index.ts';

/** The list filter a search fills, and the address parameter that carries it. */
const SEARCH = 'q';

/**
 * The address of a resource's list, searched for `search` when given.
 * @example listSearchLink(site, 'KARNATAKA') // '/site?q=KARNATAKA'
 */
export const listSearchLink = (resource: Pick<ResourceConfig, 'routes'>, search?: string): string =>
  search ? `${resource.routes.list}?${new URLSearchParams({ [SEARCH]: search })}` : resource.routes.list;
