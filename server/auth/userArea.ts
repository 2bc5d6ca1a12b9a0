// The signed-in user's area (resources/access.ts Area) from their role and their place, one way for the gate,
// the login answer and the profile.
import type { Area } from '../../resources/access.ts';
import type { Database } from '../db/connection.ts';
import { findLiveSession, type UserPlace } from './sessions.ts';

/**
 * The area of a user of this role and place; an administrator's role (ADMIN_ROLE_IDS) reaches every row.
 * @example areaOf({ id: 9, role_id: 5 }, place, [1]) // { userId: 9, roleId: 5, administrator: false, ...place }
 */
export const areaOf = (
  user: { id: number; role_id: number },
  place: UserPlace,
  adminRoleIds: readonly number[],
): Area => ({
  userId: user.id,
  roleId: user.role_id,
  administrator: adminRoleIds.includes(user.role_id),
  ...place,
});

/** A user without a place: no state, no district, no block, no program, no project. */
export const noPlace: UserPlace = {
  stateId: null,
  districtIds: [],
  blockId: null,
  programId: null,
  projectId: null,
};

/**
 * The area of a session's user, read with the session as every request reads it (a session ended meanwhile
 * leaves the user no place).
 * @example const area = await sessionArea(db, session.sessionId, user, config.adminRoleIds);
 */
export async function sessionArea(
  db: Database,
  sessionId: string,
  user: { id: number; role_id: number },
  adminRoleIds: readonly number[],
): Promise<Area> {
  const found = await findLiveSession(db, sessionId, user.id);
  return areaOf(user, found?.place ?? noPlace, adminRoleIds);
}
