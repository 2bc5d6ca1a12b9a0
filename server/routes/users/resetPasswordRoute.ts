// POST /api/users_reset_password/:id: a user's password replaced by a one-time one, shown once (SPEC 2, "Forget
// Password?"), by an administrator or by whoever may edit that user (a State Coordinator for their coordinators).
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows } from '../../../resources/access.ts';
import { userMessages } from '../../../resources/index.ts';
import { NOT_YOURS_MESSAGE } from '../../auth/authHook.ts';
import { generatePassword, hashPassword } from '../../auth/password.ts';
import { scopeWhere } from '../../auth/scope.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf } from '../../db/tables.ts';
import { auditLog, users } from '../../db/schema.ts';
import { signedInUser, type ApiRoutes, type AuthUser } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { recordIdParams, routeSchema } from '../../openapi/routeSchema.ts';
import { NOT_FOUND_MESSAGE } from '../crud/crudRoutes.ts';

/** The audit action of a reset; its entry says the password was reset, never what to. */
export const RESET_PASSWORD_ACTION = 'reset_password';

const resetPasswordSchema = routeSchema({
  tag: 'user',
  summary: "Resets a user's password to a one-time one, answered once, and ends the user's sessions",
  description:
    'The user must change the password at the next sign-in. Nobody resets their own password this way (403): ' +
    'change_password does it with the current one. A user the caller may read but not edit is a 403.',
  params: recordIdParams,
  answer: z.object({
    message: z.literal(userMessages.passwordReset),
    password: z.string().meta({ description: 'The one-time password: shown once, never stored in clear' }),
  }),
  failures: { 404: 'No such user, or one outside what the caller may read' },
});

/** What the access policy may read of a user row: its id, role and place, program and project. */
const placeColumns = {
  id: users.id,
  role_id: users.role_id,
  state_id: users.state_id,
  district_id: users.district_id,
  block_id: users.block_id,
  program_id: users.program_id,
  project_id: users.project_id,
};

/**
 * Stores the hash of a new generated password on the user, to change at the next sign-in, ends their sessions and
 * audits it, in one transaction; returns the password. The row is checked as the store checks an edit: none
 * within the caller's read scope is a 404, one they may not edit a 403.
 * @example const password = await resetPassword(db, 42, signedInUser(request)); // 'k7mq...' (20 characters)
 */
export async function resetPassword(db: Database, id: number, actor: AuthUser): Promise<string> {
  if (id === actor.id) throw new HttpError(403, userMessages.ownPasswordReset);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const readable = scopeWhere(actor.area, 'user', tableOf('users'), 'read');
    const [row] = await tx
      .select(placeColumns)
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deleted_at), readable) as SQL)
      .for('update');
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (!allows(actor.area, 'user', 'edit', row)) throw new HttpError(403, NOT_YOURS_MESSAGE);
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        must_change_password: true,
        updated_at: new Date(),
        updated_by: actor.id,
      })
      .where(eq(users.id, id));
    await endUserSessions(tx, id);
    await tx.insert(auditLog).values({
      user_id: actor.id,
      resource: 'user',
      record_id: id,
      action: RESET_PASSWORD_ACTION,
      changes: { password: 'reset' },
    });
  });
  return password;
}

export const resetPasswordRoutes: ApiRoutes = (api, { db }) => {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/users_reset_password/:id',
      { schema: resetPasswordSchema, config: { access: { resource: 'user', action: 'edit' } } },
      async (request, reply) => {
        const password = await resetPassword(db, request.params.id, signedInUser(request));
        // Shown once: no browser or proxy keeps it (the default of every answer, said here for this one).
        reply.header('cache-control', 'no-store');
        return { message: userMessages.passwordReset, password };
      },
    );
};
