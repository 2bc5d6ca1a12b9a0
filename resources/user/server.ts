// Users on the generic CRUD routes: role-scoped values, a hashed password, a unique email, guarded administrators.
import { eq } from 'drizzle-orm';
import {
  idsOf,
  holdsSeveralDistricts,
  needsLocation,
  PLACEHOLDER_NAME,
  PLACEHOLDER_PASSWORD,
  userMessages,
  withRoleFieldsOnly,
  type Values,
} from '../index.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { passwordRefusal } from '../../server/auth/passwordPolicy.ts';
import { endUserSessions } from '../../server/auth/sessions.ts';
import { VALIDATION_MESSAGE } from '../../server/http/errorHandler.ts';
import { MIN_PASSWORD_LENGTH } from '../password.ts';
import { HttpError } from '../../server/http/httpError.ts';
import type { Transaction } from '../../server/db/connection.ts';
import { users } from '../../server/db/schema.ts';
import type { AuthUser } from '../../server/http/apiRoutes.ts';
import type { ExtensionFactory } from '../../server/routes/crud/extensions.ts';
import { guardAdministrators } from '../../server/routes/users/administrators.ts';
import { claimEmail } from '../../server/routes/users/emailInUse.ts';
import { refuseFieldsNotHeld } from '../../server/routes/users/fieldsNotHeld.ts';

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

/** The password's hash, or 422 under the field when the password is common or the account's email. */
async function passwordHashFor(password: string, email: string): Promise<string> {
  const refusal = await passwordRefusal(password, email);
  if (refusal) throw new HttpError(422, VALIDATION_MESSAGE, { password: refusal });
  return hashPassword(password);
}

async function storedEmail(tx: Transaction, id: number): Promise<string> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row?.email ?? '';
}

async function prepareEdit(tx: Transaction, row: Values, values: Values, id: number, actor: AuthUser) {
  // The email is fixed once the user exists (its field is disabled on edit).
  delete row.email;
  if (row.name === PLACEHOLDER_NAME) delete row.name;
  const password = newPasswordOnEdit(values.password);
  if (!password) return row;
  // A stolen token must not take the account: one's own password changes only with the current one.
  if (id === actor.id) throw new HttpError(403, userMessages.ownPasswordOnEdit);
  row.password_hash = await passwordHashFor(password, await storedEmail(tx, id));
  return row;
}

export const extension: ExtensionFactory = ({ config }) => ({
  async prepareRow(tx, values, context) {
    refuseFieldsNotHeld(values, context.user);
    const row = userRow(values);
    if (context.mode === 'create') {
      await claimEmail(tx, String(row.email));
      return { ...row, password_hash: await passwordHashFor(String(values.password), String(row.email)) };
    }
    const id = context.id as number;
    await guardAdministrators(
      tx,
      id,
      { kind: 'role', roleId: Number(row.role_id) },
      context.user,
      config.adminRoleIds,
    );
    return prepareEdit(tx, row, values, id, context.user);
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
