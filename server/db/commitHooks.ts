// Work that must wait for a transaction's commit (what this server believes of a change), registered from inside
// the transaction by whoever makes the change, run by the database's own `transaction` once it has committed.
import type { Database, Transaction } from './connection.ts';

type CommitHook = (db: Database) => void;

/** The transactions under way on a database given commit hooks, each with its database and waiting hooks. */
const open = new WeakMap<object, { db: Database; hooks: CommitHook[] }>();

/**
 * Gives the database's transactions commit hooks: after a transaction commits, the hooks registered in it run
 * (in order); a rolled-back transaction runs none. Changes the database in place and returns it.
 * @example const db = withCommitHooks(drizzle(pool, { schema }));
 */
export function withCommitHooks<T extends Database>(db: T): T {
  const transaction = db.transaction.bind(db);
  const withHooks = async (work: (tx: Transaction) => Promise<unknown>, config?: unknown) => {
    const hooks: CommitHook[] = [];
    const result = await transaction((tx) => {
      joinOuter(tx, { db, hooks });
      return work(tx);
    }, config as never);
    for (const hook of hooks) hook(db);
    return result;
  };
  db.transaction = withHooks as Database['transaction'];
  return db;
}

/**
 * Registers the transaction, and makes its savepoints (nested transactions) register in it: their hooks wait for
 * the outer commit. A savepoint rolled back inside a committed transaction still runs its hooks: they only make
 * this server forget what it believed, which is never wrong, only a little slower.
 */
function joinOuter(tx: Transaction, outer: { db: Database; hooks: CommitHook[] }) {
  open.set(tx, outer);
  const nested = tx.transaction.bind(tx);
  tx.transaction = ((work: (inner: Transaction) => Promise<unknown>) =>
    nested((inner) => {
      joinOuter(inner as Transaction, outer);
      return work(inner as Transaction);
    })) as Transaction['transaction'];
}

/** Whether the executor is a transaction (drizzle's PgTransaction has `rollback`; a database does not). */
const isTransaction = (executor: object) =>
  typeof (executor as { rollback?: unknown }).rollback === 'function';

/**
 * The database whose transaction the executor is, or the executor itself when it is a database.
 * @example databaseOf(tx) === db
 */
export function databaseOf(executor: Database | Transaction): Database {
  return open.get(executor)?.db ?? (executor as Database);
}

/**
 * Runs `hook` once the statements `executor` ran are committed: at the end of its transaction, or at once when
 * it is the database itself (each statement commits on its own). A nested transaction (a savepoint) is refused:
 * its commit is not the one that counts.
 * @example await tx.update(sessions).set(...); afterCommit(tx, (db) => sessionsChanged(db));
 */
export function afterCommit(executor: Database | Transaction, hook: CommitHook): void {
  const transaction = open.get(executor);
  if (transaction) transaction.hooks.push(hook);
  else if (isTransaction(executor))
    throw new Error('afterCommit needs a top-level transaction of a database given commit hooks');
  else hook(executor as Database);
}
