// The server's configuration, read once from the environment; a bad value stops the start with a clear message.
import path from 'node:path';
import { readOrCreateTokenSecret } from './auth/tokenSecret.ts';

export interface Config {
  port: number;
  host: string;
  /** Embedded database, token secret and uploads live here. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string;
  /** True while the first administrator's password is the well-known default. */
  usesDefaultAdminPassword: boolean;
  tokenSecret: Uint8Array;
  /** Roles allowed to use the admin API. */
  adminRoleIds: number[];
  /** Absolute lifetime of a signed-in session. */
  sessionHours: number;
  accessTokenMinutes: number;
  /** Login attempts allowed per account and address within the window. */
  loginRateLimit: { max: number; windowMinutes: number };
  /** The built SPA. */
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {}

const DEFAULT_ADMIN_PASSWORD = 'changeme';

function positiveInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number between 1 and ${max}, not "${raw}".`);
  }
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

function roleIds(env: NodeJS.ProcessEnv): number[] {
  const raw = text(env, 'ADMIN_ROLE_IDS', '1');
  const ids = raw.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d+$/.test(id))) {
    throw new ConfigError(`ADMIN_ROLE_IDS must be role ids separated by commas, like "1,2", not "${raw}".`);
  }
  return ids.map(Number);
}

/** LOGIN_RATE_LIMIT is "attempts/minutes" (default "10/15"), or just "attempts" for a 15-minute window. */
function loginRateLimit(env: NodeJS.ProcessEnv): Config['loginRateLimit'] {
  const raw = text(env, 'LOGIN_RATE_LIMIT', '10/15');
  const match = /^(\d+)(?:\/(\d+))?$/.exec(raw);
  const max = Number(match?.[1]);
  const windowMinutes = Number(match?.[2] ?? 15);
  if (!match || max < 1 || windowMinutes < 1) {
    throw new ConfigError(
      `LOGIN_RATE_LIMIT must look like "10/15" (10 attempts per 15 minutes), not "${raw}".`,
    );
  }
  return { max, windowMinutes };
}

function email(env: NodeJS.ProcessEnv): string {
  const value = text(env, 'ADMIN_EMAIL', 'admin@outreach.local');
  if (!/^[^\s@]+@[^\s@]+$/.test(value))
    throw new ConfigError(`ADMIN_EMAIL is not an email address: "${value}".`);
  return value;
}

function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.DATABASE_URL?.trim();
  if (value && !/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL connection string (postgres://user@host:port/db).',
    );
  }
  return value || undefined;
}

const logLevels: Config['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): Config['logLevel'] {
  const value = text(env, 'LOG_LEVEL', 'info');
  const level = logLevels.find((known) => known === value);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${value}".`);
  return level;
}

function tokenSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  const value = env.TOKEN_SECRET?.trim();
  if (!value) return readOrCreateTokenSecret(dataDir);
  if (value.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters long.');
  return new TextEncoder().encode(value);
}

/** Reads and checks the configuration. Without TOKEN_SECRET, one is generated once into DATA_DIR and reused. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(text(env, 'DATA_DIR', './data'));
  const adminPassword = env.ADMIN_PASSWORD?.trim() || DEFAULT_ADMIN_PASSWORD;
  return {
    port: env.PORT?.trim() === '0' ? 0 : positiveInteger(env, 'PORT', 8080, 65535),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: databaseUrl(env),
    adminEmail: email(env),
    adminPassword,
    usesDefaultAdminPassword: adminPassword === DEFAULT_ADMIN_PASSWORD,
    tokenSecret: tokenSecret(env, dataDir),
    adminRoleIds: roleIds(env),
    sessionHours: positiveInteger(env, 'SESSION_HOURS', 12),
    accessTokenMinutes: positiveInteger(env, 'ACCESS_TOKEN_MINUTES', 15),
    loginRateLimit: loginRateLimit(env),
    staticDir: path.resolve(text(env, 'STATIC_DIR', './dist')),
    logLevel: logLevel(env),
  };
}
