// The records sharing a code, as the dashboard lists them: where (list heading, field label) and each one's edit page.
import { resources, type ResourceConfig } from '../../../resources/index.ts';
import type { UniqueDuplicate } from '../../../resources/unique.ts';
import { resourceKey } from '../../i18n/appKeys.ts';

export interface DuplicateRow {
  /** Text keys of the resource's list heading and of the field's label. */
  headingKey: string;
  labelKey: string;
  value: string;
  records: { id: number; editPath: string }[];
}

/**
 * One row per shared value; one the registry does not know (no screen to fix it on) is left out.
 * @example duplicateRows([{ resource: 'site', field: 'site_code', value: 'S-1', ids: [4, 9] }])[0].records[1]
 * // { id: 9, editPath: '/siteEdit/9' }
 */
export const duplicateRows = (
  duplicates: readonly UniqueDuplicate[],
  registry: readonly ResourceConfig[] = resources,
): DuplicateRow[] =>
  duplicates.flatMap(({ resource, field, value, ids }) => {
    const config = registry.find((candidate) => candidate.name === resource);
    if (!config) return [];
    return {
      headingKey: resourceKey(resource, 'texts', 'listHeading'),
      labelKey: resourceKey(resource, 'fields', field),
      value,
      records: ids.map((id) => ({ id, editPath: `${config.routes.edit}/${id}` })),
    };
  });
