// Whether an email belongs to a live user, compared as the unique index does: lower-cased.
import { and, isNull, ne, sql } from 'drizzle-orm';
import { userMessages } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Transaction } from '../../db/connection.ts';

/** Advisory-lock namespace of email claims (the second key is the email's hash). */
const EMAIL_LOCK = 7301;

/** True when a live user other than `exceptId` has this email. */
export async function emailInUse(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        isNull(users.deleted_at),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export const emailExistsError = () =>
  new HttpError(422, userMessages.emailExists, { email: userMessages.emailExists });

/**
 * Claims an email for a new user inside the add's transaction: concurrent adds of one email wait on one lock,
 * so the second sees the first's row and answers 422 rather than tripping the unique index.
 */
export async function claimEmail(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}::int, hashtext(lower(${email})))`);
  if (await emailInUse(tx, email)) throw emailExistsError();
}
