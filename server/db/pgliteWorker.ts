// The embedded database's own thread: PGlite starts and answers here, so neither its start nor its queries hold
// the HTTP thread. pgliteWorkerClient.ts is the other end and defines the messages.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { maskChmodInside } from '../startup/privateDataDir.ts';
import { openPglite } from './pgliteClient.ts';
import type { Reply, Request, WorkerOptions } from './pgliteWorkerClient.ts';
import { workerGate } from './workerGate.ts';

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

interface Open {
  tx: Transaction;
  end(commit: boolean): Promise<void>;
}
const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, Promise<Open>>();
/** A dump runs alone: pg_dump speaks on the connection every query uses. */
const gate = workerGate();

/** Begins a PGlite transaction that stays open until its end message commits or rolls it back. */
function begin(pg: PGlite, id: number): Promise<Open> {
  let decide: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  const opened = new Promise<Open>((resolve, reject) => {
    const finished = pg.transaction(async (tx) => {
      resolve({ tx, end });
      if (!(await decided)) throw ROLLBACK;
    });
    const end = async (commit: boolean) => {
      decide(commit);
      await finished.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    };
    finished.catch(reject);
  });
  transactions.set(id, opened);
  return opened;
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
    // A query outside a transaction is under way until it answers; a transaction from its BEGIN to its end.
    if (tx === undefined || request.begin) await gate.enter();
    try {
      const target =
        tx === undefined ? pg : (await (request.begin ? begin(pg, tx) : transactions.get(tx)))?.tx;
      if (!target) throw new Error(`No open transaction ${tx}`);
      const { rows, fields, affectedRows } = await target.query(sql, params, { rowMode });
      return { rows, fields, affectedRows };
    } finally {
      if (tx === undefined) gate.leave();
    }
  }
  if (request.op === 'dump') return gate.alone(() => dumpSql(pg));
  if (request.op === 'end') {
    const open = transactions.get(request.tx);
    transactions.delete(request.tx);
    try {
      return await (await open)?.end(request.commit);
    } finally {
      if (open) gate.leave();
    }
  }
  return pg.close();
}

/** A dump's bytes are moved to the other thread, not copied. */
const reply = (message: Reply) =>
  port.postMessage(
    message,
    message.result instanceof Uint8Array ? [message.result.buffer as ArrayBuffer] : [],
  );
port.on('message', (request: Request | { op: 'wasm'; module: WebAssembly.Module }) => {
  if (request.op === 'wasm') return receiveWasm(request.module);
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
