// Signed-in sessions: created at login, checked on every request and refresh, ended all at once per user.
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { PROGRAM_ROLE_ID, PROJECT_ROLE_ID } from '../../resources/userRoles.ts';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/connection.ts';
import { districts, programs, projects, sessions, states, users } from '../db/schema.ts';
import { sessionsChange } from './sessionChanges.ts';

export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  /** Bumped by each refresh; only a token of this generation refreshes. */
  generation: number;
  /** When the current generation's token was issued by a refresh; null before the first refresh. */
  rotatedAt: Date | null;
  user: { id: number; role_id: number; mustChangePassword: boolean };
}

/** Where the user works, as the access policy reads it (resources/access.ts Area, without the role's reading). */
export interface UserPlace {
  stateId: number | null;
  districtIds: number[];
  blockId: number | null;
  programId: number | null;
  projectId: number | null;
}

/** A session found live, with its user's place as the database holds it now. */
export interface FoundSession extends LiveSession {
  place: UserPlace;
}

/**
 * The user's state: a manager's is their live program's or project's; a coordinator's their own. A state that is
 * no longer active in master data is none, so the user reaches no row through it.
 */
const placeState = sql<
  number | null
>`(select ${states.state_id} from ${states} where ${states.active} and ${states.state_id} =
  case ${users.role_id}
    when ${PROGRAM_ROLE_ID} then (select ${programs.state_id} from ${programs} where ${programs.id} = ${users.program_id} and ${programs.deleted_at} is null)
    when ${PROJECT_ROLE_ID} then (select ${projects.state_id} from ${projects} where ${projects.id} = ${users.project_id} and ${projects.deleted_at} is null)
    else ${users.state_id}
  end)`;
/** The user's districts that are active and lie in their state. */
const placeDistricts = sql<
  number[]
>`array(select ${districts.district_id} from ${districts} where ${districts.active}
  and ${districts.district_id} = any(${users.district_id}) and ${districts.state_id} = ${users.state_id} order by 1)`;

/** Starts a session of `user` lasting SESSION_HOURS from now; beyond MAX_SESSIONS_PER_USER, the oldest end. */
export async function createSession(
  db: Database,
  user: LiveSession['user'],
  { sessionHours, maxSessionsPerUser }: Pick<Config, 'sessionHours' | 'maxSessionsPerUser'>,
): Promise<LiveSession> {
  const expiresAt = new Date(Date.now() + sessionHours * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({ user_id: user.id, expires_at: expiresAt })
    .returning({ id: sessions.id });
  await endOldestSessions(db, user.id, session.id, maxSessionsPerUser);
  return { sessionId: session.id, expiresAt, generation: 0, rotatedAt: null, user };
}

/** Ends the user's live sessions but the newest `keep` (always keeping `newest`, the one just started). */
async function endOldestSessions(db: Database, userId: number, newest: string, keep: number) {
  const beyondKeep = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.user_id, userId),
        ne(sessions.id, newest),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
      ),
    )
    .orderBy(desc(sessions.created_at))
    .offset(keep - 1);
  const ended = await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(inArray(sessions.id, beyondKeep))
    .returning({ id: sessions.id });
  if (ended.length > 0) await sessionsChange(db);
}

/** The session if it is not revoked, not past its end, belongs to `userId` and that user is not deleted. */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  userId: number,
): Promise<FoundSession | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expires_at,
      generation: sessions.generation,
      rotatedAt: sessions.rotated_at,
      id: users.id,
      role_id: users.role_id,
      mustChangePassword: users.must_change_password,
      stateId: placeState,
      districtIds: placeDistricts,
      blockId: users.block_id,
      programId: users.program_id,
      projectId: users.project_id,
    })
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
  if (!row) return null;
  const { id, role_id, mustChangePassword, stateId, districtIds, blockId, programId, projectId, ...session } =
    row;
  const place = {
    stateId: stateId === null ? null : Number(stateId),
    districtIds: (districtIds ?? []).map(Number),
    blockId,
    programId,
    projectId,
  };
  return { ...session, user: { id, role_id, mustChangePassword }, place };
}

/**
 * Moves the session from generation `from` to the next, issued at `now`; false when another refresh moved
 * it first (two tabs refreshing one stored token at once).
 */
export async function rotateSession(
  db: Database,
  sessionId: string,
  from: number,
  now: Date,
): Promise<boolean> {
  // No cached lookup needs forgetting: a token of the new generation makes the gate ask the database again.
  const rotated = await db
    .update(sessions)
    .set({ generation: from + 1, rotated_at: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.generation, from), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rotated.length === 1;
}

/** Ends one session (logout, a reused refresh token). */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  await sessionsChange(db);
}

/**
 * Ends every session of the user (on delete or password change): their tokens and refreshes stop once the
 * transaction commits, on every server (sessionsChange).
 */
export async function endUserSessions(executor: Database | Transaction, userId: number): Promise<void> {
  await executor
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  await sessionsChange(executor);
}

/** Ends every session of the user but `keepSessionId` (after they change their own password). */
export async function endOtherUserSessions(
  executor: Database | Transaction,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await executor
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), ne(sessions.id, keepSessionId)));
  await sessionsChange(executor);
}
