// The signed-in user's area, as react-admin's usePermissions answers it (authProvider.getPermissions).
import { usePermissions } from 'react-admin';
import type { Area } from '../../resources/access.ts';

const isArea = (value: unknown): value is Area =>
  value !== null && typeof value === 'object' && 'roleId' in value && 'administrator' in value;

/**
 * The area, or undefined while it is read or when no auth provider gives one (a screen tested on its own).
 * @example const area = useArea(); if (area && areaIsEmpty(area)) ...
 */
export const useArea = (): Area | undefined => {
  const { permissions } = usePermissions<unknown>();
  return isArea(permissions) ? permissions : undefined;
};
