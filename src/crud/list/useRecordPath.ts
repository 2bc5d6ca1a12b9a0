// Where a click on a list's row takes the user: the record's edit page when the role may change it, else its
// read-only view, as the row's own Action link does (RowActions).
import { useCallback } from 'react';
import { useCanAccessCallback, type Identifier, type RaRecord } from 'react-admin';
import { useResourceConfig } from '../useResourceConfig.ts';
import { viewPathOf } from '../viewPath.ts';

/**
 * react-admin's `rowClick`, on the spec's paths (`/siteEdit/3`, or `/siteView/3` for a record the role may only read).
 * @example <DataTable rowClick={useRecordPath()}>
 */
export const useRecordPath = () => {
  const config = useResourceConfig();
  const canAccess = useCanAccessCallback();
  return useCallback(
    async (_id: Identifier, _resource: string, record: RaRecord) => {
      const mayEdit = await canAccess({ resource: config.name, action: 'edit', record });
      return `${mayEdit ? config.routes.edit : viewPathOf(config)}/${record.id}`;
    },
    [canAccess, config],
  );
};
