// The signed-in user's own account: GET /api/profile and POST /api/change_password.
import { and, eq, isNull } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody } from '../../resources/changePassword.ts';
import { normalisePassword } from '../../resources/password.ts';
import { loginLimitsOf, TooManyLogins } from '../auth/loginLimits.ts';
import { retryAfter, tooMany } from '../auth/loginRoutes.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordRefusal } from '../auth/passwordPolicy.ts';
import { userColumns } from '../auth/loginUser.ts';
import { endOtherUserSessions } from '../auth/sessions.ts';
import type { Database } from '../db/connection.ts';
import { auditLog, roles, states, users } from '../db/schema.ts';
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { withArea } from '../openapi/areaSchema.ts';
import { rowOf } from '../openapi/fieldSchemas.ts';
import { messageAnswer, routeSchema } from '../openapi/routeSchema.ts';
import { user } from '../../resources/index.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one';

async function findProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ ...userColumns, state_name: states.state_name, password_hash: users.password_hash })
    .from(users)
    .leftJoin(roles, eq(roles.role_id, users.role_id))
    .leftJoin(states, eq(states.state_id, users.state_id))
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  // The auth hook only lets live users in; a user deleted mid-request has no profile.
  if (!row) throw new HttpError(401, 'Please sign in.');
  const { password_hash: passwordHash, ...profile } = row;
  return { profile, passwordHash };
}

/** A refusal of the limits, worded for the password change. */
const asPasswordAttempts = (error: unknown) =>
  error instanceof TooManyLogins ? new TooManyLogins(error.retryAfterSeconds, 'password attempts') : error;

export const accountRoutes: ApiRoutes = (api, { db, config }) => {
  const limits = loginLimitsOf(config, db);
  const typed = api.withTypeProvider<ZodTypeProvider>();

  const profile = routeSchema({
    tag: 'account',
    summary: 'The signed-in user, with their area as this request reads it',
    answer: withArea(
      rowOf(user)
        .omit({ version: true })
        .extend({ role_name: z.string().nullable(), state_name: z.string().nullable() }),
    ),
  });
  typed.get(
    '/profile',
    { schema: profile, config: { duringPasswordChange: true, access: 'everyone' } },
    async (request) => {
      const { id, area } = signedInUser(request);
      return { ...(await findProfile(db, id)).profile, area };
    },
  );

  /** Verifies the current password, stores the new one and ends the user's other sessions, in one transaction. */
  const changePassword = routeSchema({
    tag: 'account',
    summary: "Changes the signed-in user's password and ends their other sessions",
    // No body counts as an empty one: both passwords are named as missing.
    body: z.preprocess((body) => body ?? {}, changePasswordBody),
    answer: messageAnswer,
    failures: {
      422: 'A password refused, or the current one wrong: the first message in `message`, each in `errors`',
      429: {
        meaning: 'Too many wrong current passwords on the account or from the address',
        headers: retryAfter,
      },
    },
  });
  typed.post(
    '/change_password',
    {
      schema: changePassword,
      config: { duringPasswordChange: true, access: 'everyone', firstRefusalAsMessage: true },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      const { profile, passwordHash } = await findProfile(db, user.id);
      // A stolen token is no password oracle: wrong current passwords count as failed logins of the account.
      const guesser = { account: profile.email.toLowerCase(), address: request.ip };
      await limits.attempt(guesser).catch((error: unknown) => tooMany(reply, asPasswordAttempts(error)));
      if (!(await verifyPassword(passwordHash, body.current_password))) {
        throw new HttpError(422, WRONG_CURRENT_PASSWORD_MESSAGE, {
          current_password: WRONG_CURRENT_PASSWORD_MESSAGE,
        });
      }
      await limits.succeeded(guesser);
      // A printed first-start password must really be replaced, not set again.
      if (normalisePassword(body.new_password) === normalisePassword(body.current_password)) {
        throw new HttpError(422, SAME_PASSWORD_MESSAGE, { new_password: SAME_PASSWORD_MESSAGE });
      }
      const refusal = await passwordRefusal(body.new_password, profile.email);
      if (refusal) throw new HttpError(422, refusal, { new_password: refusal });
      const newHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            password_hash: newHash,
            must_change_password: false,
            updated_at: new Date(),
            updated_by: user.id,
          })
          .where(eq(users.id, user.id));
        await endOtherUserSessions(tx, user.id, user.sessionId);
        await tx.insert(auditLog).values({
          user_id: user.id,
          resource: 'user',
          record_id: user.id,
          action: 'change_password',
          changes: { password: 'changed' },
        });
      });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
