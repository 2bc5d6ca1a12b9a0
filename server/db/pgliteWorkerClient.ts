// The embedded database as drizzle's PGlite driver uses it (query, transaction), answered by PGlite on its own
// thread (pgliteWorker.ts): its start overlaps the server's, and its queries run beside the HTTP work.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { GroupedStatement } from './commitGroups.ts';
import { limitWasmCompilationTasks } from './wasmCompilation.ts';

export interface WorkerOptions {
  /** The database directory; undefined: in memory. */
  dataDir: string | undefined;
  /** The data directory whose files stay private to the server's user (privateDataDir.ts). */
  privateDir: string | undefined;
  /**
   * In memory only: an initialised cluster's files (a dump) to start from instead of initialising one, which
   * takes about 1 s of CPU (the tests open hundreds of databases).
   */
  startFrom?: Uint8Array;
}

type RowMode = 'array' | 'object';
type Query = {
  op: 'query';
  sql: string;
  params?: unknown[];
  rowMode?: RowMode;
  tx?: number;
  begin?: boolean;
};
type Call = Query | { op: 'end'; tx: number; commit: boolean } | { op: 'dump' } | { op: 'close' };
export type Request = Call & { id: number };
export type Reply = { id: number; result?: unknown; error?: { message: string } };
/** Statements that each commit by themselves, sent together: the worker answers them with `{ replies }`. */
export type GroupedCall = { op: 'grouped'; statements: GroupedStatement[] };

/** Built, the worker is JavaScript beside this module; from source (tsx, tests) it is TypeScript, loaded by tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './pgliteWorker.ts' : './pgliteWorker.js', import.meta.url);
const newWorker = (workerData: WorkerOptions) => {
  if (!fromSource) return new Worker(workerFile, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => (tsx.register(), import(${JSON.stringify(workerFile.href)})));`;
  return new Worker(load, { eval: true, workerData });
};

/**
 * PGlite's WebAssembly (9 MB), compiled on this thread as the database's starts, then shared with it: in about 35 ms,
 * as V8 compiles each function when it is first called, in as few tasks as leave the server's threads a core
 * (server/db/wasmCompilation.ts). Compiled asynchronously, the module waited for this thread's next turn, which the
 * app's loading and building held (measured: the database thread got it 250 ms later, idle meanwhile).
 */
let compiled: WebAssembly.Module | undefined;
/** Once per process: every database opened (the tests open many) instantiates the same compiled module. */
function compilePglite(): WebAssembly.Module {
  if (compiled) return compiled;
  limitWasmCompilationTasks();
  const file = fileURLToPath(import.meta.resolve('@electric-sql/pglite/pglite.wasm'));
  return (compiled = new WebAssembly.Module(fs.readFileSync(file)));
}

/** Starts PGlite's thread at once; queries wait for it. `ready` settles when the database has opened, or not. */
export function startPgliteWorker(options: WorkerOptions) {
  const worker = newWorker(options);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const settle = ({ id, result, error }: Reply) => {
    const entry = pending.get(id);
    pending.delete(id);
    // An idle worker keeps nobody alive; one with questions out does.
    if (pending.size === 0) worker.unref();
    if (error) entry?.reject(Object.assign(new Error(error.message), error));
    else entry?.resolve(result);
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const id of [...pending.keys()]) settle({ id, error: failure });
  };
  worker.on('message', (message: Reply | { replies: Reply[] }) => {
    if ('replies' in message) message.replies.forEach(settle);
    else settle(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code}).`)));
  try {
    worker.postMessage({ op: 'wasm', module: compilePglite() });
  } catch (error) {
    fail(error as Error);
  }

  const call = <T>(request: Call | undefined, id = nextId++) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (request) worker.postMessage({ ...request, id });
    });
  const ready = call<void>(undefined, 0);

  const query = (sql: string, params?: unknown[], options?: { rowMode?: RowMode }) =>
    call<Results>({ op: 'query', sql, params, rowMode: options?.rowMode });
  /**
   * A statement that commits by itself and may share its commit with others (commitGroups.ts): those sent in the
   * same turn of the event loop go to the worker in one message.
   */
  let outbox: GroupedStatement[] = [];
  const sendOutbox = () => {
    const statements = outbox;
    outbox = [];
    worker.postMessage({ op: 'grouped', statements } satisfies GroupedCall);
  };
  const groupedQuery = (sql: string, params?: unknown[], options?: { rowMode?: RowMode }) => {
    const id = nextId++;
    const answered = call<Results>(undefined, id);
    if (!failure) {
      if (!outbox.length) setImmediate(sendOutbox);
      outbox.push({ id, sql, params, rowMode: options?.rowMode });
    }
    return answered;
  };
  let nextTransaction = 1;
  /** BEGIN goes with the transaction's first query: a transaction that queries nothing costs no message. */
  async function transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = nextTransaction++;
    let begun = false;
    const txQuery = (sql: string, params?: unknown[], options?: { rowMode?: RowMode }) => {
      const begin = !begun;
      begun = true;
      return call<Results>({ op: 'query', sql, params, rowMode: options?.rowMode, tx, begin });
    };
    try {
      const result = await run({ query: txQuery } as Transaction);
      if (begun) await call({ op: 'end', tx, commit: true });
      return result;
    } catch (error) {
      if (begun) await call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
  }
  /** The database as SQL (PGlite's pg_dump), taken on its thread while no other query or transaction runs. */
  const dump = () => call<Uint8Array>({ op: 'dump' });
  const close = async () => {
    try {
      await call({ op: 'close' });
    } finally {
      await worker.terminate();
    }
  };
  const client = { query, transaction, close } as Pick<PGlite, 'query' | 'transaction' | 'close'>;
  /** The same database, its statements committed in groups: for writes that are one statement each. */
  const groupedClient = { query: groupedQuery, transaction, close } as typeof client;
  return { client: client as PGlite, groupedClient: groupedClient as PGlite, ready, dump };
}
