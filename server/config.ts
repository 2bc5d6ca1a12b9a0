// The server's configuration, read once from the environment with zod; a bad value stops the start with a clear message.
import path from 'node:path';
import { z } from 'zod';
import { readOrCreateTokenSecret } from './auth/tokenSecret.ts';
import { proxyEntryProblem } from './http/trustedProxies.ts';
import { isLongEnoughPassword, MIN_PASSWORD_LENGTH } from '../resources/password.ts';
import { blankAsUnset, dataDirOf } from './startup/dataLocation.ts';

export class ConfigError extends Error {}

/** An optional variable: blank counts as unset, so `FOO=` in a .env file means the default. */
const setting = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) =>
        `${name} must be a whole number between ${min} and ${max}, not "${String(issue.input)}".`,
    })
    .transform(Number);

/** "attempts/minutes", or just "attempts" for a 15-minute window. */
const attemptsPerWindow = (name: string, example: string) =>
  z.string().transform((raw, ctx) => {
    const match = /^(\d+)(?:\/(\d+))?$/.exec(raw);
    const max = Number(match?.[1]);
    const windowMinutes = Number(match?.[2] ?? 15);
    if (match && max >= 1 && windowMinutes >= 1) return { max, windowMinutes };
    ctx.addIssue({
      code: 'custom',
      message: `${name} must look like "${example}" (attempts/minutes), not "${raw}".`,
    });
    return z.NEVER;
  });

/** TRUST_PROXY's entries, each a proxy (server/http/trustedProxies.ts); the first refused one is named. */
const proxyList = z.string().superRefine((raw, ctx) => {
  const entries = raw.split(',').map((part) => part.trim());
  const refused = entries.find((entry) => proxyEntryProblem(entry));
  if (refused === undefined) return;
  ctx.addIssue({
    code: 'custom',
    message:
      proxyEntryProblem(refused) === 'everyone'
        ? `TRUST_PROXY must name your reverse proxies, not "${refused}": that trusts every client (or a network wider than /8, /7 for IPv6), and any client could then pass as another address.`
        : `TRUST_PROXY must be proxy addresses or networks separated by commas (like "10.0.0.5" or "10.0.0.0/8"), not "${raw}".`,
  });
});

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const environment = z.object({
  // 0 asks the system for a free port (tests).
  PORT: setting(wholeNumber('PORT', 0, 65535)),
  HOST: setting(z.string()),
  DATA_DIR: setting(z.string()),
  DATABASE_URL: setting(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        'DATABASE_URL must be a PostgreSQL connection string (postgres://user@host:port/db).',
      ),
  ),
  ADMIN_EMAIL: setting(
    z.string().refine((value) => /^[^\s@]+@[^\s@]+$/.test(value), {
      error: (issue) => `ADMIN_EMAIL is not an email address: "${String(issue.input)}".`,
    }),
  ),
  // Passwords are stored as the login form can type them (lower case, no spaces): see server/auth/password.ts.
  ADMIN_PASSWORD: setting(
    z
      .string()
      .refine(isLongEnoughPassword, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`),
  ),
  TOKEN_SECRET: setting(z.string().min(32, 'TOKEN_SECRET must be at least 32 characters long.')),
  ADMIN_ROLE_IDS: setting(
    z.string().refine((raw) => raw.split(',').every((id) => /^\d+$/.test(id.trim())), {
      error: (issue) =>
        `ADMIN_ROLE_IDS must be role ids separated by commas, like "1,2", not "${String(issue.input)}".`,
    }),
  ),
  SESSION_HOURS: setting(wholeNumber('SESSION_HOURS', 1)),
  ACCESS_TOKEN_MINUTES: setting(wholeNumber('ACCESS_TOKEN_MINUTES', 1)),
  LOGIN_RATE_LIMIT: setting(attemptsPerWindow('LOGIN_RATE_LIMIT', '10/15')),
  LOGIN_ADDRESS_RATE_LIMIT: setting(attemptsPerWindow('LOGIN_ADDRESS_RATE_LIMIT', '30/15')),
  LOGIN_DEVICE_RATE_LIMIT: setting(attemptsPerWindow('LOGIN_DEVICE_RATE_LIMIT', '10/15')),
  // NIST SP 800-63B: at most 100 consecutive failed attempts on one account.
  LOGIN_DAILY_LIMIT: setting(wholeNumber('LOGIN_DAILY_LIMIT', 1, 100)),
  MAX_SESSIONS_PER_USER: setting(wholeNumber('MAX_SESSIONS_PER_USER', 1, 1000)),
  TRUST_PROXY: setting(proxyList),
  SESSION_CACHE_MS: setting(wholeNumber('SESSION_CACHE_MS', 0, 2000)),
  REQUEST_TIMEOUT_SECONDS: setting(wholeNumber('REQUEST_TIMEOUT_SECONDS', 1, 300)),
  RETENTION_DAYS: setting(wholeNumber('RETENTION_DAYS', 1, 36500)),
  BACKUP_DIR: setting(z.string()),
  // At most a week: a timer cannot wait longer than 24.8 days.
  BACKUP_HOURS: setting(wholeNumber('BACKUP_HOURS', 1, 168)),
  BACKUP_KEEP: setting(wholeNumber('BACKUP_KEEP', 1, 10000)),
  STATIC_DIR: setting(z.string()),
  LOG_LEVEL: setting(
    z.enum(logLevels, {
      error: (issue) => `LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${String(issue.input)}".`,
    }),
  ),
});

type Environment = z.infer<typeof environment>;

function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const result = environment.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues[0].message);
  if (result.data.DATABASE_URL && !result.data.TOKEN_SECRET) {
    throw new ConfigError(
      'TOKEN_SECRET must be set when DATABASE_URL is: every server of one database must sign tokens with the same secret.',
    );
  }
  return result.data;
}

/** Reads and checks the configuration. Without TOKEN_SECRET, one is generated once into DATA_DIR and reused. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnvironment(env);
  const dataDir = dataDirOf(env);
  return {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '0.0.0.0',
    /** The embedded database and the generated token secret live here. */
    dataDir,
    /** When set, a PostgreSQL server is used instead of the embedded database. */
    databaseUrl: e.DATABASE_URL,
    /** The first administrator, created when no user exists. */
    adminEmail: e.ADMIN_EMAIL ?? 'admin@outreach.local',
    /** Unset: a random password is generated, printed once, and must be changed at first sign-in. */
    adminPassword: e.ADMIN_PASSWORD,
    tokenSecret: e.TOKEN_SECRET ? new TextEncoder().encode(e.TOKEN_SECRET) : readOrCreateTokenSecret(dataDir),
    /** Roles allowed to use the admin API. */
    adminRoleIds: (e.ADMIN_ROLE_IDS ?? '1').split(',').map((id) => Number(id.trim())),
    /** Absolute lifetime of a signed-in session. */
    sessionHours: e.SESSION_HOURS ?? 12,
    /** Lifetime of one access token, and how long after it expired it may still be refreshed. */
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES ?? 15,
    /** How long a server believes a live session without asking the database (0: ask every time). */
    sessionCacheMs: e.SESSION_CACHE_MS ?? 1000,
    /**
     * Failed logins on an account without its device cookie before each further attempt waits: 1 s, then
     * doubling up to `windowMinutes` (docs/decisions/019).
     */
    loginRateLimit: e.LOGIN_RATE_LIMIT ?? { max: 10, windowMinutes: 15 },
    /** Failed logins allowed per address (on any account) within the window, without a device cookie. */
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT ?? { max: 30, windowMinutes: 15 },
    /** Failed logins allowed per device cookie within the window; then that cookie waits out the window. */
    loginDeviceRateLimit: e.LOGIN_DEVICE_RATE_LIMIT ?? { max: 10, windowMinutes: 15 },
    /** Failed logins on an account without its device cookie in 24 hours, then none until the day is over. */
    loginDailyLimit: e.LOGIN_DAILY_LIMIT ?? 100,
    /** Live sessions a user may hold; a sign-in beyond it ends the oldest. */
    maxSessionsPerUser: e.MAX_SESSIONS_PER_USER ?? 10,
    /** The reverse proxies whose X-Forwarded-For is believed; none by default. */
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((part) => part.trim()) : false,
    /** A request (headers and body) must arrive within this time. */
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS ?? 30,
    /** Days a deleted record keeps its personal fields before the retention job erases them. */
    retentionDays: e.RETENTION_DAYS ?? 45,
    /** The embedded database's backups (database and photos, one file each): where, how often, how many kept. */
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupHours: e.BACKUP_HOURS ?? 24,
    backupKeep: e.BACKUP_KEEP ?? 14,
    /** The built SPA. */
    staticDir: path.resolve(e.STATIC_DIR ?? './dist'),
    logLevel: e.LOG_LEVEL ?? 'info',
  };
}

export type Config = ReturnType<typeof loadConfig>;
