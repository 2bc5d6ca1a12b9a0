// Signed-in sessions: created at login, checked on every request and refresh, ended all at once per user.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { sessions, users } from '../db/schema.ts';

export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  user: { id: number; role_id: number };
}

/** Starts a session lasting `hours` from now; returns its id and end. */
export async function createSession(db: Database, userId: number, hours: number) {
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({ user_id: userId, expires_at: expiresAt })
    .returning({ id: sessions.id });
  return { sessionId: session.id, expiresAt };
}

/** The session if it is not revoked, not past its end, belongs to `userId` and that user is not deleted. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<LiveSession | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expires_at, id: users.id, role_id: users.role_id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
        isNull(users.deleted_at),
      ),
    );
  return row
    ? { sessionId: row.sessionId, expiresAt: row.expiresAt, user: { id: row.id, role_id: row.role_id } }
    : null;
}

/** Ends every session of the user (on delete or password change): their tokens and refreshes stop at once. */
export async function endUserSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

/** Ends every session of the user but `keepSessionId` (after they change their own password). */
export async function endOtherUserSessions(
  db: Database,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), ne(sessions.id, keepSessionId)));
}
