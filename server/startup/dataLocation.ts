// Where the data lives, readable before anything else loads: main.ts starts the embedded database from it first.
import path from 'node:path';

/** An environment variable's trimmed value; blank counts as unset, so `FOO=` in a .env file means the default. */
export const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** DATA_DIR, absolute: the embedded database, the token secret and the photos. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(blankAsUnset(env.DATA_DIR) ?? './data');

/** Whether DATABASE_URL names a PostgreSQL server to use instead of the embedded database. */
export const usesPostgres = (env: NodeJS.ProcessEnv) => blankAsUnset(env.DATABASE_URL) !== undefined;
