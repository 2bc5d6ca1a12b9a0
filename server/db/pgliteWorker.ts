// The embedded database's own thread: PGlite starts and answers here, so neither its start nor its queries hold
// the HTTP thread. pgliteWorkerClient.ts is the other end and defines the messages.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { Mutex, type PGlite } from '@electric-sql/pglite';
import { maskChmodInside } from '../startup/privateDataDir.ts';
import { openPglite } from './pgliteClient.ts';
import { commitGroups, type GroupedReply } from './commitGroups.ts';
import { statementsOf } from './pgliteStatements.ts';
import type { GroupedCall, Reply, Request, WorkerOptions } from './pgliteWorkerClient.ts';

const { dataDir, privateDir, startFrom } = workerData as WorkerOptions;
// A thread has its own `fs`: PGlite's chmods here must be masked too (see privateDataDir.ts).
if (privateDir) maskChmodInside(privateDir);
const port = parentPort as MessagePort;
/** PGlite, once its WebAssembly (compiled by the starting thread while this one booted) has arrived. */
let receiveWasm: (module: WebAssembly.Module) => void = () => undefined;
const opening = new Promise<WebAssembly.Module>((resolve) => (receiveWasm = resolve)).then((module) =>
  openPglite(dataDir, module, startFrom),
);

/** A database error's message and fields (code, detail, constraint...): a thread passes an Error's message only. */
const plainError = (error: unknown) => ({ ...(error as object), message: String((error as Error)?.message) });

/**
 * The one connection, used by one thing at a time: a query outside a transaction, a transaction from its BEGIN to
 * its end, or a dump (pg_dump speaks on the same session). Waiters go in the order they came.
 */
const connection = new Mutex();
/** The transactions open, each holding the connection until its end message commits or rolls it back. */
const transactions = new Map<number, Promise<() => void>>();
const statements = opening.then(async (pg) => {
  await pg.waitReady;
  return statementsOf(pg);
});

/** Takes the connection for a transaction and begins it; its end releases the connection. */
function begin(id: number): Promise<() => void> {
  const begun = connection.acquire().then(async (release) => {
    try {
      await (await statements).exec('BEGIN');
      return release;
    } catch (error) {
      release();
      throw error;
    }
  });
  transactions.set(id, begun);
  return begun;
}

/** Commits or rolls back; a COMMIT that PostgreSQL turned into a ROLLBACK (an error was caught inside) throws. */
async function end(id: number, commit: boolean): Promise<void> {
  const begun = transactions.get(id);
  transactions.delete(id);
  const release = await begun?.catch(() => undefined);
  if (!release) return;
  try {
    const { command } = await (await statements).exec(commit ? 'COMMIT' : 'ROLLBACK');
    if (commit && command === 'ROLLBACK')
      throw Object.assign(new Error('The transaction was aborted and has been rolled back'), {
        code: '25P02',
      });
  } finally {
    release();
  }
}

/**
 * The database as SQL (PGlite's own pg_dump, one consistent snapshot): a logical dump carries the rows as they
 * are, never the old versions that the files and the write-ahead log may still hold (docs/decisions/018).
 */
async function dumpSql(pg: PGlite): Promise<Uint8Array> {
  // Loaded with the first backup, not at start.
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  try {
    return new Uint8Array(await (await pgDump({ pg })).arrayBuffer());
  } finally {
    // pg_dump leaves as a client that then disconnects would: its read-only transaction open and its settings
    // (an empty search_path among them) on the session, which here is every query's. Both are undone.
    await pg.exec('ROLLBACK; RESET ALL');
  }
}

async function answer(request: Request): Promise<unknown> {
  const pg = await opening;
  if (request.op === 'query') {
    const { sql, params, rowMode, tx } = request;
    const run = async () => (await statements).query(sql, params, rowMode, tx !== undefined);
    if (tx === undefined) return connection.runExclusive(run);
    const begun = request.begin ? begin(tx) : transactions.get(tx);
    if (!begun) throw new Error(`No open transaction ${tx}`);
    await begun;
    return run();
  }
  if (request.op === 'dump')
    return connection.runExclusive(async () => {
      try {
        return await dumpSql(pg);
      } finally {
        await (await statements).reset();
      }
    });
  if (request.op === 'end') return end(request.tx, request.commit);
  return connection.runExclusive(() => pg.close());
}

/** Statements that commit by themselves, answered together once their group has committed (commitGroups.ts). */
const grouped = commitGroups(statements, connection, (replies: GroupedReply[]) =>
  port.postMessage({
    replies: replies.map(({ id, result, error }) =>
      error === undefined ? { id, result } : { id, error: plainError(error) },
    ),
  }),
);

/** A dump's bytes are moved to the other thread, not copied. */
const reply = (message: Reply) =>
  port.postMessage(
    message,
    message.result instanceof Uint8Array ? [message.result.buffer as ArrayBuffer] : [],
  );
port.on('message', (request: Request | { op: 'wasm'; module: WebAssembly.Module } | GroupedCall) => {
  if (request.op === 'wasm') return receiveWasm(request.module);
  if (request.op === 'grouped') return grouped(request.statements);
  answer(request).then(
    (result) => reply({ id: request.id, result }),
    (error: unknown) => reply({ id: request.id, error: plainError(error) }),
  );
});
opening
  .then((pg) => pg.waitReady)
  .then(
    () => reply({ id: 0 }),
    (error: unknown) => reply({ id: 0, error: plainError(error) }),
  );
