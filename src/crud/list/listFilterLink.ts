// Opening a list with field filters already applied: `/driver?filter={"mhu":"MHU-1"}` (the dashboard's figures link
// so); the list reads it as its view (listView.ts), each filter exact, so MHU-1 does not find MHU-10.
import type { FieldFilters, ResourceConfig } from '../../../resources/index.ts';

/**
 * The address of a resource's list, filtered by `filter` when it names any field (each one the config declares).
 * @example listFilterLink(driver, { mhu: 'MHU-1' }) // '/driver?filter=%7B%22mhu%22%3A%22MHU-1%22%7D'
 * @example listFilterLink(site) // '/site'
 */
export const listFilterLink = (
  resource: Pick<ResourceConfig, 'routes'>,
  filter: FieldFilters = {},
): string =>
  Object.keys(filter).length
    ? `${resource.routes.list}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`
    : resource.routes.list;
