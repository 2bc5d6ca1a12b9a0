// The gate's session lookups, kept for a second: most requests pay no database round trip to be let in.
import type { Database } from '../db/connection.ts';
import { sessionChangeCount } from './sessionChanges.ts';
import { findLiveSession, type FoundSession } from './sessions.ts';

const MAX_ENTRIES = 10_000;

interface Entry {
  session: FoundSession;
  at: number;
  changes: number;
}

export interface SessionLookup {
  session: FoundSession | null;
  /** True when the answer came from the cache (a doubtful one is worth asking the database again). */
  cached: boolean;
}

/**
 * A live session (with its user's place) is believed for `ttlMs` without asking the database. A change to
 * sessions or places (sessionChanges.ts) makes every entry stale: on this server once its transaction has
 * committed, on another when its notification arrives; `ttlMs` (SESSION_CACHE_MS) bounds a lost one.
 * An entry is dated by the changes counted BEFORE its lookup began, so a lookup that a commit overtook is never
 * used after that commit.
 */
export function createSessionCache(db: Database, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    async find(sessionId: string, userId: number, fresh = false): Promise<SessionLookup> {
      const entry = entries.get(sessionId);
      const usable = entry && entry.changes === sessionChangeCount(db) && now() - entry.at < ttlMs;
      if (!fresh && usable && entry.session.user.id === userId)
        return { session: entry.session, cached: true };
      const seenChanges = sessionChangeCount(db);
      const session = await findLiveSession(db, sessionId, userId);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      if (session) entries.set(sessionId, { session, at: now(), changes: seenChanges });
      else entries.delete(sessionId);
      return { session, cached: false };
    },
  };
}
