// Where the login counters live: PostgreSQL's login_limits table, shared by every server, or this process's memory.
import { getTableName } from 'drizzle-orm';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { loginLimitCounters } from '../db/schema.ts';

/**
 * With PostgreSQL, the login_limits table (made by a migration), through the pool drizzle keeps as `$client`, so
 * every server of the database counts together; with the embedded database (one server), this process's memory.
 * See docs/decisions/010.
 */
export const counterStore = (config: Config, db: Database) =>
  config.databaseUrl
    ? {
        storeClient: (db as unknown as { $client: Pool }).$client,
        storeType: 'pool',
        tableName: getTableName(loginLimitCounters),
        tableCreated: true,
      }
    : undefined;

export type CounterStore = ReturnType<typeof counterStore>;

/** A counter of `max` points a window of `windowMinutes`, its keys under `keyPrefix`. */
export const limiter = (
  keyPrefix: string,
  { max, windowMinutes }: { max: number; windowMinutes: number },
  store: CounterStore,
) => {
  const options = { keyPrefix, points: max, duration: windowMinutes * 60 };
  return store ? new RateLimiterPostgres({ ...options, ...store }) : new RateLimiterMemory(options);
};
