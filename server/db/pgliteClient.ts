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

export const openPglite = (dataDir: string | undefined) => new PGlite(dataDir, { parsers: drizzleParsers });
