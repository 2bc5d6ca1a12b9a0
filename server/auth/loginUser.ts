// The user as login finds it (with the password hash) and as login answers it (without).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { roles, users } from '../db/schema.ts';

/** A user's own columns as login and the profile answer them (never the password hash). */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role_id: users.role_id,
  role_name: roles.role_name,
  mobile_number: users.mobile_number,
  state_id: users.state_id,
  district_id: users.district_id,
  block_id: users.block_id,
  city_village: users.city_village,
  program_id: users.program_id,
  project_id: users.project_id,
};

const loginUserColumns = {
  ...userColumns,
  /** The client shows only the change-password form while this is set. */
  must_change_password: users.must_change_password,
};

/** The live user with this email (compared case-insensitively) and their password hash, or undefined. */
export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({ ...loginUserColumns, password_hash: users.password_hash })
    .from(users)
    .leftJoin(roles, eq(roles.role_id, users.role_id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)));
  if (!row) return undefined;
  const { password_hash: passwordHash, ...user } = row;
  return { user, passwordHash };
}
