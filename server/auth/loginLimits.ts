// Failed logins limited per account (from any address) and per address (on any account); a success clears its account.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

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

const limiter = (keyPrefix: string, { max, windowMinutes }: Config['loginRateLimit']) =>
  new RateLimiterMemory({ keyPrefix, points: max, duration: windowMinutes * 60 });

/** Counters live in this process's memory (one embedded server); see docs/decisions/002. */
export function createLoginLimits(config: Config): LoginLimits {
  const perAccount = limiter('login-account', config.loginRateLimit);
  const perAddress = limiter('login-address', config.loginAddressRateLimit);
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
