// Where a record opens read-only: its edit route's spelling with View for Edit (/siteView/3, /helthView/3).
import type { ResourceConfig } from '../../resources/index.ts';

/**
 * @example viewPathOf(site) // '/siteView'
 */
export const viewPathOf = (config: Pick<ResourceConfig, 'routes'>): string =>
  config.routes.edit.replace(/Edit$/, 'View');
