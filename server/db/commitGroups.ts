// Group commit on the embedded database's thread: statements that each commit by themselves (a one-statement add)
// and arrive while the connection is busy are run together in one transaction and answered once it has committed,
// so one commit (and, with a durable disk, one sync) serves them all. A statement that fails is answered its error
// and the others are run again without it: each is written, or refused, as if it had been alone.
import type { Mutex } from '@electric-sql/pglite';
import type { RowMode, Statements } from './pgliteStatements.ts';

export interface GroupedStatement {
  id: number;
  sql: string;
  params?: unknown[];
  rowMode?: RowMode;
}
export type GroupedReply = { id: number; result?: unknown; error?: unknown };

/** At most this many statements share a transaction: a long one would hold the others' answers back. */
const GROUP_SIZE = 64;

async function runAlone(statements: Statements, { id, sql, params, rowMode }: GroupedStatement) {
  try {
    return { id, result: await statements.query(sql, params, rowMode) };
  } catch (error) {
    return { id, error };
  }
}

/** Runs the group in one transaction until it commits; each statement that fails is taken out and answered. */
async function runTogether(statements: Statements, group: GroupedStatement[]): Promise<GroupedReply[]> {
  if (group.length === 1) return [await runAlone(statements, group[0])];
  // Most groups commit whole: all of it in one call into PostgreSQL (a fifth of the database thread's work for
  // each statement of a group of 8, measured). When it does not, nothing was written, and the group is run again
  // one statement at a time, which finds the one that failed.
  const { rowMode } = group[0];
  if (group.every((statement) => statement.rowMode === rowMode)) {
    try {
      const results = await statements.allInOneTransaction(
        group.map(({ sql, params }) => ({ text: sql, params })),
        rowMode,
      );
      return group.map(({ id }, i) => ({ id, result: results[i] }));
    } catch {
      await statements.exec('ROLLBACK').catch(() => undefined);
    }
  }
  const replies: GroupedReply[] = [];
  let rest = group;
  while (rest.length) {
    await statements.exec('BEGIN');
    const results: unknown[] = [];
    let failed = -1;
    for (const { sql, params, rowMode } of rest) {
      try {
        results.push(await statements.query(sql, params, rowMode, true));
      } catch (error) {
        failed = results.length;
        replies.push({ id: rest[failed].id, error });
        break;
      }
    }
    if (failed === -1) {
      const { command } = await statements.exec('COMMIT');
      if (command === 'ROLLBACK') throw new Error('A group of writes was rolled back at its commit');
      return [...replies, ...rest.map(({ id }, i) => ({ id, result: results[i] }))];
    }
    await statements.exec('ROLLBACK');
    rest = rest.filter((_, i) => i !== failed);
  }
  return replies;
}

/**
 * Answers with `send` once a group has committed (or failed whole: each statement then gets the error).
 * @example const grouped = commitGroups(statements, connection, (replies) => port.postMessage({ replies }));
 */
export function commitGroups(
  statements: Promise<Statements>,
  connection: Mutex,
  send: (replies: GroupedReply[]) => void,
) {
  const waiting: GroupedStatement[] = [];
  let queued = false;
  const commitWaiting = async () => {
    queued = false;
    const group = waiting.splice(0, GROUP_SIZE);
    if (waiting.length) queue();
    try {
      send(await runTogether(await statements, group));
    } catch (error) {
      await (await statements).exec('ROLLBACK').catch(() => undefined);
      send(group.map(({ id }) => ({ id, error })));
    }
  };
  const queue = () => {
    queued = true;
    void connection.runExclusive(commitWaiting);
  };
  return (statementsSent: GroupedStatement[]) => {
    waiting.push(...statementsSent);
    if (!queued) queue();
  };
}
