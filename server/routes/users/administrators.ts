// Keeps someone able to manage the application: no deleting or demoting one's own account or the last administrator.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { userMessages } from '../../../resources/index.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Transaction } from '../../db/connection.ts';

/** Advisory lock held while the set of administrators may shrink, so two demotions cannot pass each other. */
const ADMINISTRATORS_LOCK = 7302;

/** What is about to happen to the target: deleted, or given this role. */
export type AccountChange = { kind: 'delete' } | { kind: 'role'; roleId: number };

const refuse = (message: string) => new HttpError(409, message);

async function roleOf(tx: Transaction, id: number): Promise<number | undefined> {
  const [row] = await tx.select({ role_id: users.role_id }).from(users).where(eq(users.id, id));
  return row?.role_id;
}

async function otherAdministratorExists(tx: Transaction, id: number, adminRoleIds: number[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK}::int, 0)`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role_id, adminRoleIds), isNull(users.deleted_at), ne(users.id, id)))
    .limit(1);
  return other !== undefined;
}

/**
 * Refuses (409) a change that would end the actor's own administration or leave no administrator.
 * Administrators are the users whose role may use the API (ADMIN_ROLE_IDS). Runs inside the write's transaction.
 */
export async function guardAdministrators(
  tx: Transaction,
  targetId: number,
  change: AccountChange,
  actor: AuthUser,
  adminRoleIds: number[],
): Promise<void> {
  const deleting = change.kind === 'delete';
  if (deleting && targetId === actor.id) throw refuse(userMessages.ownAccountDelete);
  if (!deleting && adminRoleIds.includes(change.roleId)) return;
  const currentRole = await roleOf(tx, targetId);
  if (currentRole === undefined || !adminRoleIds.includes(currentRole)) return;
  if (targetId === actor.id) throw refuse(userMessages.ownAccountDemote);
  if (!(await otherAdministratorExists(tx, targetId, adminRoleIds)))
    throw refuse(deleting ? userMessages.lastAdminDelete : userMessages.lastAdminDemote);
}
