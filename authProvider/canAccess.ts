// What react-admin asks of the access policy (resources/access.ts): its action names mapped to the policy's, the
// activity and the bin as pages of their own, and a record checked as the server checks it.
import {
  accessPolicy,
  allows,
  mayDo,
  reachesOf,
  type Action,
  type Area,
  type Reach,
} from '../resources/access.ts';
import { resources } from '../resources/index.ts';
import type { Values } from '../resources/types.ts';

/**
 * react-admin's action names (list, show, create, edit, delete, export) and ours (import, restore), as the
 * policy's actions: a restore undoes a delete, so it needs the right to delete (as POST /api/restore does).
 */
export const policyActions: Readonly<Record<string, Action>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'add',
  import: 'add',
  restore: 'delete',
  edit: 'edit',
  delete: 'delete',
};

/** The pages that are no resource: the activity shows what the role may read, the bin what it may restore. */
export const pageResources: Readonly<Record<string, Action>> = { activity: 'read', bin: 'delete' };

export interface AccessQuestion {
  resource: string;
  action: string;
  record?: Values;
}

/**
 * Whether the area may do the action on the resource; on that record when one is given.
 * @example canAccessIn(area, { resource: 'site', action: 'edit', record: site }) // false outside their district
 */
export function canAccessIn(area: Area | undefined, { resource, action, record }: AccessQuestion): boolean {
  if (!area) return false;
  const page = pageResources[resource];
  if (page) return resources.some((config) => mayDo(area, config.name, page));
  const policyAction = policyActions[action];
  if (!policyAction || !mayDo(area, resource, policyAction)) return false;
  return record ? allows(area, resource, policyAction, record) : true;
}

/** Whether the area holds the values a reach compares rows with. */
const holdsReach = (reach: Reach, area: Area): boolean => {
  if (reach === 'state') return area.stateId !== null;
  if (reach === 'district') return area.districtIds.length > 0;
  if (reach === 'block') return area.blockId !== null && area.districtIds.length > 0;
  return true;
};

/**
 * True when the area reaches none of the located records (sites, drivers, health workers): a coordinator without
 * a state or districts, a manager whose program or project has no live state. Administrators, and roles the
 * policy does not know (refused everywhere), are never said to lack an area.
 * @example areaIsEmpty({ ...districtCoordinator, districtIds: [] }) // true
 */
export function areaIsEmpty(area: Area): boolean {
  const role = accessPolicy[area.roleId];
  if (area.administrator || !role) return false;
  return !reachesOf(role.records, 'read').some((reach) => holdsReach(reach, area));
}
