// Password guesses limited without locking the owner out: per device cookie for a browser the account signed in
// on before; otherwise per account (growing delays, a daily ceiling) and per address (docs/decisions/019).
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { counterStore, limiter } from './loginCounters.ts';
import { accountDelaySeconds } from './loginDelays.ts';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const waitText = (seconds: number) =>
  seconds < 60 ? plural(Math.max(1, seconds), 'second') : plural(Math.ceil(seconds / 60), 'minute');

export class TooManyLogins extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    what = 'login attempts',
  ) {
    super(`Too many ${what}. Please try again in ${waitText(retryAfterSeconds)}.`);
  }
}

/** Who is guessing: the account (its lower-case email), the client's address, and its device cookie if valid. */
export interface Guesser {
  account: string;
  address: string;
  /** The nonce of a valid device cookie of this account. */
  device?: string;
}

export interface LoginLimits {
  /** Counts an attempt before its password is checked; throws TooManyLogins while the guesser must wait. */
  attempt(guesser: Guesser): Promise<void>;
  /** The password was right: the account (or the device) starts afresh and the address gets its point back. */
  succeeded(guesser: Guesser): Promise<void>;
}

const refusal = (error: unknown): never => {
  if (!(error instanceof RateLimiterRes)) throw error;
  throw new TooManyLogins(Math.ceil(error.msBeforeNext / 1000));
};

/** What was counted before this attempt, 0 once its window is over. */
const countedSoFar = (res: RateLimiterRes | null) => (res && res.msBeforeNext > 0 ? res.consumedPoints : 0);

function createLoginLimits(config: Config, db: Database): LoginLimits {
  const store = counterStore(config, db);
  const { loginRateLimit: accountRule } = config;
  const perDevice = limiter('login-device', config.loginDeviceRateLimit, store);
  const perAddress = limiter('login-address', config.loginAddressRateLimit, store);
  const perAccountDay = limiter(
    'login-account-day',
    { max: config.loginDailyLimit, windowMinutes: 1440 },
    store,
  );
  /** One attempt per delay: each consume opens a window in which a second one is refused. */
  const accountGate = limiter(
    'login-account-gate',
    { max: 1, windowMinutes: accountRule.windowMinutes },
    store,
  );

  const attemptOnAccount = async ({ account, address }: Guesser) => {
    await perAddress.consume(address).catch(refusal);
    const failures = countedSoFar(await perAccountDay.get(account));
    const delay = accountDelaySeconds(failures, accountRule);
    if (delay > 0) await accountGate.consume(account, 1, { customDuration: delay }).catch(refusal);
    await perAccountDay.consume(account).catch(refusal);
  };

  return {
    async attempt(guesser) {
      if (guesser.device) await perDevice.consume(guesser.device).catch(refusal);
      else await attemptOnAccount(guesser);
    },
    async succeeded({ account, address, device }) {
      if (device) await perDevice.delete(device);
      else
        await Promise.all([
          perAccountDay.delete(account),
          accountGate.delete(account),
          perAddress.reward(address, 1),
        ]);
    },
  };
}

const limitsOfDatabase = new WeakMap<Database, LoginLimits>();

/** The limits of an app's database: login and the password change count on the same counters. */
export function loginLimitsOf(config: Config, db: Database): LoginLimits {
  const limits = limitsOfDatabase.get(db) ?? createLoginLimits(config, db);
  limitsOfDatabase.set(db, limits);
  return limits;
}
