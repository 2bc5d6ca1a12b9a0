// What the console says at start: where to sign in, a generated password once, and administrators still on one.
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { users } from '../db/schema.ts';
import type { SeedResult } from '../db/seed.ts';

/** Live users whose password is still one the server printed (they must change it at sign-in). */
export async function usersOnPrintedPasswords(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.must_change_password, true), isNull(users.deleted_at)));
  return rows.map((row) => row.email);
}

export function signInHelp(config: Config, port: number, seeded: SeedResult, pending: string[]): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Outreach MIS is running: open http://${host}:${port}/ and sign in.`];
  if (seeded.generatedPassword) {
    lines.push(
      `First start: the administrator is ${config.adminEmail} with the password ${seeded.generatedPassword}`,
      'It is printed only this once and must be changed at the first sign-in.',
    );
  }
  for (const email of pending.filter((email) => !seeded.generatedPassword || email !== config.adminEmail)) {
    lines.push(
      `Warning: ${email} still has a password the server printed; it must be changed at the next sign-in ` +
        `(lost it? npm run db:reset-password -- ${email}).`,
    );
  }
  return lines.join('\n');
}
