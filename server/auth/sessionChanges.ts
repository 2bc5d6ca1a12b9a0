// What ends the sessions' cached lookups (sessionCache.ts): a change to a session or to a user's place, told to
// this server once its transaction has committed, and to every other server by a NOTIFY delivered at that commit.
import { sql } from 'drizzle-orm';
import { afterCommit, databaseOf } from '../db/commitHooks.ts';
import type { Database, Transaction } from '../db/connection.ts';

/** The PostgreSQL channel on which a change is told to every server (sessionListener.ts listens). */
export const SESSIONS_CHANNEL = 'outreach_sessions_changed';

/**
 * The tables a session's place is read from (sessions.ts findLiveSession): a manager's state follows their
 * program's or project's. Any write to one of them changes what a cached session may hold.
 */
export const PLACE_TABLES: ReadonlySet<string> = new Set([
  'users',
  'programs',
  'projects',
  'states',
  'districts',
]);

interface Changes {
  count: number;
  waiting: (() => void)[];
}
const byDatabase = new WeakMap<Database, Changes>();
/** The transactions that have sent their notification already. */
const told = new WeakSet<object>();
const changesOf = (db: Database): Changes => {
  let changes = byDatabase.get(db);
  if (!changes) byDatabase.set(db, (changes = { count: 0, waiting: [] }));
  return changes;
};

/**
 * This server's cached sessions of `db` are stale: lookups made before now are never used again.
 * @example sessionsChanged(db); // a notification from another server arrived
 */
export function sessionsChanged(db: Database): void {
  const changes = changesOf(db);
  changes.count++;
  for (const wake of changes.waiting.splice(0)) wake();
}

/**
 * How many changes this server has been told of, to date its cached lookups.
 * @example const seen = sessionChangeCount(db); const session = await findLiveSession(db, sid, uid);
 */
export const sessionChangeCount = (db: Database): number => changesOf(db).count;

/**
 * Settles at the next change this server is told of (a test waits on it for another server's notification).
 * @example const told = nextSessionsChange(otherDb); await revoke(); await told;
 */
export const nextSessionsChange = (db: Database): Promise<void> =>
  new Promise((resolve) => changesOf(db).waiting.push(resolve));

/**
 * Call in the transaction that ends sessions or changes a place (or after the statement, with no transaction):
 * other servers hear of it at the commit (NOTIFY is delivered then, and never on a rollback), this one right
 * after it, before the answer goes out. Never before the commit: a lookup in between would read, and keep, the
 * session as it was.
 * @example await tx.update(sessions).set({ revoked_at: new Date() }).where(...); await sessionsChange(tx);
 */
export async function sessionsChange(executor: Database | Transaction): Promise<void> {
  // Once per transaction is enough (an imported batch of users changes many rows in one).
  if (told.has(executor)) return;
  await executor.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, '')`);
  afterCommit(executor, sessionsChanged);
  if (executor !== databaseOf(executor)) told.add(executor);
}
