// Small factories for API tests: users straight into the database, tokens read without verifying.
import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { hashPassword } from '../../server/auth/password.ts';
import type { Database } from '../../server/db/connection.ts';
import { roles, users } from '../../server/db/schema.ts';

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

/** A live user with a unique email; role 1 (Administrator) unless told. */
export async function insertUser(
  db: Database,
  fields: { role_id?: number; password?: string } = {},
): Promise<TestUser> {
  const email = `user-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const password = fields.password ?? 'secret1';
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email,
      password_hash: await hashPassword(password),
      role_id: fields.role_id ?? 1,
    })
    .returning({ id: users.id });
  return { id: row.id, email, password };
}

/** The session id and user id a token names. */
export function tokenClaims(token: string): { sid: string; sub: number } {
  const payload = decodeJwt(token);
  return { sid: String(payload.sid), sub: Number(payload.sub) };
}

/** A role the access policy names nowhere (as one an LGD or seed change might add): it reaches nothing. */
export const ROLE_WITHOUT_POLICY = 90;

/** Adds ROLE_WITHOUT_POLICY to the roles (once) and a user holding it. */
export async function insertUserWithoutPolicy(db: Database): Promise<TestUser> {
  await db.insert(roles).values({ role_id: ROLE_WITHOUT_POLICY, role_name: 'Visitor' }).onConflictDoNothing();
  return insertUser(db, { role_id: ROLE_WITHOUT_POLICY });
}
