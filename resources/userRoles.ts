// The user's role rules (SPEC 4, 6): which role needs a place, a program or a project, and several districts.
import type { Values } from './types.ts';

/** Role ids tied to a place (state, district, block, city/village), a program or a project (SPEC 6). */
export const LOCATION_ROLE_IDS: readonly number[] = [2, 5, 6];
export const PROGRAM_ROLE_ID = 3;
export const PROJECT_ROLE_ID = 4;
/** The one role that may hold several districts. */
export const SEVERAL_DISTRICTS_ROLE_ID = 2;

const roleOf = (values: Values) => Number(values.role_id);
export const needsLocation = (values: Values): boolean => LOCATION_ROLE_IDS.includes(roleOf(values));
export const needsProgram = (values: Values): boolean => roleOf(values) === PROGRAM_ROLE_ID;
export const needsProject = (values: Values): boolean => roleOf(values) === PROJECT_ROLE_ID;
export const holdsSeveralDistricts = (values: Values): boolean =>
  roleOf(values) === SEVERAL_DISTRICTS_ROLE_ID;

/**
 * The values with every role-dependent field the role does not use emptied, so a user changed from a
 * coordinator to a program manager keeps no stale place.
 */
export const withRoleFieldsOnly = (values: Values): Values => {
  const cleared: Values = { ...values };
  const clear = (keys: string[]) => keys.forEach((key) => (cleared[key] = null));
  if (!needsLocation(values)) clear(['state_id', 'district_id', 'block_id', 'city_village']);
  if (!needsProgram(values)) clear(['program_id']);
  if (!needsProject(values)) clear(['project_id']);
  return cleared;
};
