// How PGlite opens the embedded database (on its own thread, pgliteWorker.ts): PostgreSQL's start parameters and
// the types drizzle wants as text.
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';

/**
 * What drizzle asks of the results: dates, times and intervals as the text the database sends. Given once, at
 * start: PGlite merges parsers given with a query into its whole table on every call (measured: about 170 µs a
 * query, half the cost of a simple one), so pgliteWorkerClient.ts sends none with a query.
 */
const asText = (value: string) => value;
const drizzleParsers: NonNullable<PGliteOptions['parsers']> = Object.fromEntries(
  // timestamp, timestamptz, interval, date, and their arrays (and numeric[]).
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, asText],
  ),
);

/**
 * PGlite's own start parameters, plus 2 MB of shared buffers instead of PostgreSQL's 128 MB: every start zeroes
 * them with a memset that has not yet been optimised by V8 (measured: 120 ms of CPU for 16 MB, on the restart's
 * critical path), and the embedded database's files are in the page cache anyway. A write-ahead log segment that
 * a checkpoint no longer needs is removed, not renamed for reuse: a recycled segment keeps the old rows it
 * logged, erased ones included, until it is written over (docs/decisions/018-physical-erasure.md).
 */
const startParams = [
  ...[
    ['search_path', 'public'],
    ['exit_on_error', 'false'],
    ['log_checkpoints', 'false'],
    ['max_worker_processes', '0'],
    ['max_parallel_workers', '0'],
    ['max_parallel_workers_per_gather', '0'],
    ['io_method', 'sync'],
    ['max_parallel_maintenance_workers', '0'],
    ['shared_buffers', '2MB'],
    ['wal_recycle', 'off'],
  ].flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** PGlite on `dataDir` (undefined: in memory, from `startFrom`'s files when given), its WebAssembly compiled. */
export const openPglite = (
  dataDir: string | undefined,
  pgliteWasmModule: WebAssembly.Module,
  startFrom?: Uint8Array,
) =>
  new PGlite(dataDir ?? (startFrom ? 'memory://' : undefined), {
    pgliteWasmModule,
    loadDataDir: startFrom && !dataDir ? new Blob([startFrom as Uint8Array<ArrayBuffer>]) : undefined,
    parsers: drizzleParsers,
    startParams: ['--single', '-F', '-O', '-j', ...startParams],
  });
