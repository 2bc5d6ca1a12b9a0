// CLI: gives a user a new generated password, printed once, to be changed at the next sign-in
// (`npm run db:reset-password -- EMAIL`). The embedded database allows one process per data directory: stop the server first.
import { and, isNull, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../auth/password.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { makeDataDirPrivate } from '../startup/privateDataDir.ts';
import { openDatabase } from './connection.ts';
import { auditLog, users } from './schema.ts';

async function resetPassword(email: string): Promise<string> {
  const dataDir = process.env.DATA_DIR || './data';
  makeDataDirPrivate(dataDir);
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { embedded: dataDir });
  try {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const found = await handle.db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ password_hash: passwordHash, must_change_password: true, updated_at: new Date() })
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)))
        .returning({ id: users.id });
      if (!user) return false;
      await endUserSessions(tx, user.id);
      // No signed-in user made this change: the audit names nobody.
      await tx.insert(auditLog).values({
        user_id: null,
        resource: 'user',
        record_id: user.id,
        action: 'reset_password',
        changes: { password: 'reset' },
      });
      return true;
    });
    if (!found) throw new Error(`No user has the email ${email}.`);
    return `The new password of ${email} is ${password}\nIt must be changed at the next sign-in.`;
  } finally {
    await handle.close();
  }
}

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run db:reset-password -- EMAIL');
  process.exit(1);
}
try {
  console.log(await resetPassword(email));
} catch (error) {
  console.error(`Password reset failed: ${(error as Error).message}`);
  process.exit(1);
}
