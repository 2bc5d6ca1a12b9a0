// Failed logins limited per account (from any address) and per address (on any account); a success clears its account.
import { getTableName } from 'drizzle-orm';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { loginLimitCounters } from '../db/schema.ts';

export class TooManyLogins extends Error {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many login attempts. Please try again in ${minutes} minutes.`);
  }
}

export interface LoginLimits {
  /** Counts an attempt on both; throws TooManyLogins when either is spent. */
  attempt(account: string, address: string): Promise<void>;
  /** The attempt was right: the account starts afresh and the address gets its point back. */
  succeeded(account: string, address: string): Promise<void>;
}

/**
 * Where the counters live: with PostgreSQL, in its login_limits table (made by a migration), through the pool
 * drizzle keeps as `$client`, so every server of the database counts together; with the embedded database (one
 * server), in this process's memory. See docs/decisions/010.
 */
const counterStore = (config: Config, db: Database) =>
  config.databaseUrl
    ? {
        storeClient: (db as unknown as { $client: Pool }).$client,
        storeType: 'pool',
        tableName: getTableName(loginLimitCounters),
        tableCreated: true,
      }
    : undefined;

type CounterStore = ReturnType<typeof counterStore>;

const limiter = (
  keyPrefix: string,
  { max, windowMinutes }: Config['loginRateLimit'],
  store: CounterStore,
) => {
  const options = { keyPrefix, points: max, duration: windowMinutes * 60 };
  return store ? new RateLimiterPostgres({ ...options, ...store }) : new RateLimiterMemory(options);
};

export function createLoginLimits(config: Config, db: Database): LoginLimits {
  const store = counterStore(config, db);
  const perAccount = limiter('login-account', config.loginRateLimit, store);
  const perAddress = limiter('login-address', config.loginAddressRateLimit, store);
  return {
    async attempt(account, address) {
      const results = await Promise.allSettled([perAccount.consume(account), perAddress.consume(address)]);
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        throw new TooManyLogins(Math.ceil(result.reason.msBeforeNext / 1000));
      }
    },
    async succeeded(account, address) {
      await Promise.all([perAccount.delete(account), perAddress.reward(address, 1)]);
    },
  };
}
