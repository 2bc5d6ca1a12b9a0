// The embedded database's client as drizzle uses it, without drizzle's per-query result parsers: PGlite merges
// parsers given with a query into its whole table on every call (measured: about 170 µs a query, half the cost
// of a simple one), so the same parsers are given once, at start, instead.
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';

/** What drizzle asks of the results: dates, times and intervals as the text the database sends. */
const asText = (value: string) => value;
export const drizzleParsers: NonNullable<PGliteOptions['parsers']> = Object.fromEntries(
  // timestamp, timestamptz, interval, date, and their arrays (and numeric[]).
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, asText],
  ),
);

type Queryable = Pick<PGlite | Transaction, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** A client (or transaction) whose queries keep drizzle's row mode but drop its parsers. */
export function withoutQueryParsers<C extends Queryable>(client: C): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
          target.query(sql, params, options && { rowMode: options.rowMode });
      }
      if (property === 'transaction' && target.transaction) {
        return <T>(run: (tx: Transaction) => Promise<T>) =>
          target.transaction!((tx) => run(withoutQueryParsers(tx)));
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * PGlite's own start parameters, plus 32 MB of shared buffers instead of PostgreSQL's 128 MB: every start zeroes
 * them (measured: 450 ms for 128 MB), and the embedded database's files are in the page cache anyway.
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
    ['shared_buffers', '32MB'],
  ].flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export const openPglite = (dataDir: string | undefined) =>
  new PGlite(dataDir, {
    parsers: drizzleParsers,
    startParams: ['--single', '-F', '-O', '-j', ...startParams],
  });
