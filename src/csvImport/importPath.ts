// Where a resource's import screen lives: /import/<resource name>.
import type { ResourceConfig } from '../../resources/index.ts';

/** @example importPathOf(site) // '/import/site' */
export const importPathOf = (resource: Pick<ResourceConfig, 'name'>): string => `/import/${resource.name}`;
