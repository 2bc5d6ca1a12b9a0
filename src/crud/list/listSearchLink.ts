// Opening a list with its search already applied: `/site?q=goa` (the dashboard's figures link so), read once as
// the list's initial search.
import { useSearchParams } from 'react-router-dom';
import type { ResourceConfig } from '../../../resources/index.ts';

/** The list filter a search fills, and the address parameter that carries it. */
const SEARCH = 'q';

/**
 * The address of a resource's list, searched for `search` when given.
 * @example listSearchLink(site, 'KARNATAKA') // '/site?q=KARNATAKA'
 */
export const listSearchLink = (resource: Pick<ResourceConfig, 'routes'>, search?: string): string =>
  search ? `${resource.routes.list}?${new URLSearchParams({ [SEARCH]: search })}` : resource.routes.list;

/** The search a list was opened with (empty without one), as react-admin's default filter values. */
export const useOpeningSearch = (): { search: string; filter?: Record<string, string> } => {
  const [params] = useSearchParams();
  const search = params.get(SEARCH) ?? '';
  return { search, filter: search ? { [SEARCH]: search } : undefined };
};
