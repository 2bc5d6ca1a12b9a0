// POST /api/refresh's decision: rotate a current token, re-issue a just-replaced one, end the session on reuse.
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { endSession, findLiveSession, rotateSession, type LiveSession } from './sessions.ts';
import { signAccessToken, verifyTokenForRefresh } from './tokens.ts';
import { tokenStanding } from './tokenStanding.ts';

/** The token of the session's current generation, issued at `issuedAt` (the same token each time it is made). */
export const sessionToken = (session: LiveSession, config: Config, issuedAt: Date): Promise<string> =>
  signAccessToken(
    { sub: session.user.id, sid: session.sessionId, role: session.user.role_id, gen: session.generation },
    config.tokenSecret,
    config.accessTokenMinutes,
    { now: issuedAt, notAfter: session.expiresAt },
  );

/**
 * The new token for a genuine (possibly expired) token of a live session, or null (answer 401). Refused more
 * than ACCESS_TOKEN_MINUTES after the token expired: an idle session ends. A token older than the one just
 * replaced is a stolen or replayed one, and ends the whole session.
 */
export async function refreshSession(db: Database, config: Config, token: string): Promise<string | null> {
  const claims = await verifyTokenForRefresh(token, config.tokenSecret);
  const session = claims && (await findLiveSession(db, claims.sid, claims.sub));
  if (!session) return null;
  const now = new Date();
  if (now.getTime() > (claims.exp + config.accessTokenMinutes * 60) * 1000) return null;
  const standing = tokenStanding(session, claims.gen, now);
  if (standing === 'current' && (await rotateSession(db, session.sessionId, session.generation, now))) {
    return sessionToken({ ...session, generation: session.generation + 1 }, config, now);
  }
  // Another tab's refresh may have rotated it a moment ago: read the session again.
  const latest = standing === 'current' ? await findLiveSession(db, claims.sid, claims.sub) : session;
  if (latest?.rotatedAt && tokenStanding(latest, claims.gen, now) === 'justReplaced') {
    return sessionToken(latest, config, latest.rotatedAt);
  }
  await endSession(db, session.sessionId);
  return null;
}
