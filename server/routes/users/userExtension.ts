// Users on the generic CRUD routes: role-scoped values, a hashed password, a unique email, guarded administrators.
import {
  idsOf,
  holdsSeveralDistricts,
  needsLocation,
  PLACEHOLDER_NAME,
  PLACEHOLDER_PASSWORD,
  userMessages,
  withRoleFieldsOnly,
  type Values,
} from '../../../resources/index.ts';
import { hashPassword } from '../../auth/password.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { MIN_PASSWORD_LENGTH } from '../../../resources/password.ts';
import { HttpError } from '../../http/httpError.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import type { ExtensionFactory } from '../crud/extensions.ts';
import { guardAdministrators } from './administrators.ts';
import { claimEmail } from './emailInUse.ts';

/**
 * The password to store on an edit, or undefined to keep the stored one: an empty password and the edit
 * form's placeholder both mean "unchanged", so the placeholder can never replace a real password.
 */
export function newPasswordOnEdit(password: unknown): string | undefined {
  if (typeof password !== 'string' || password === '' || password === PLACEHOLDER_PASSWORD) return undefined;
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new HttpError(422, VALIDATION_MESSAGE, { password: userMessages.passwordTooShort });
  return password;
}

/** The values as a users row: role fields only, districts as an id array, no plain password. */
function userRow(values: Values): Values {
  const { password: _password, ...row } = withRoleFieldsOnly(values);
  row.district_id = needsLocation(row) ? (idsOf(row.district_id) ?? []) : null;
  return row;
}

async function prepareEdit(row: Values, values: Values, id: number, actor: AuthUser) {
  // The email is fixed once the user exists (its field is disabled on edit).
  delete row.email;
  if (row.name === PLACEHOLDER_NAME) delete row.name;
  const password = newPasswordOnEdit(values.password);
  if (!password) return row;
  // A stolen token must not take the account: one's own password changes only with the current one.
  if (id === actor.id) throw new HttpError(403, userMessages.ownPasswordOnEdit);
  row.password_hash = await hashPassword(password);
  return row;
}

export const userExtension: ExtensionFactory = ({ config }) => ({
  async prepareRow(tx, values, context) {
    const row = userRow(values);
    if (context.mode === 'create') {
      await claimEmail(tx, String(row.email));
      return { ...row, password_hash: await hashPassword(String(values.password)) };
    }
    const id = context.id as number;
    await guardAdministrators(
      tx,
      id,
      { kind: 'role', roleId: Number(row.role_id) },
      context.user,
      config.adminRoleIds,
    );
    return prepareEdit(row, values, id, context.user);
  },

  async afterWrite(tx, values, context) {
    if (context.mode === 'edit' && values.password_hash !== undefined) await endUserSessions(tx, context.id);
  },

  async beforeDelete(tx, id, user) {
    await guardAdministrators(tx, id, { kind: 'delete' }, user, config.adminRoleIds);
  },

  async afterDelete(tx, id) {
    await endUserSessions(tx, id);
  },

  /** Role 2 reads its districts as an array; every other role reads one district id (or null). */
  presentRow(row) {
    const ids = (row.district_id as number[] | null) ?? [];
    return { ...row, district_id: holdsSeveralDistricts(row) ? ids : (ids[0] ?? null) };
  },
});
