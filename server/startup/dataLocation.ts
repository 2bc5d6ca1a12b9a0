// Where the data lives, readable before anything else loads: main.ts starts the embedded database from it first.
import fs from 'node:fs';
import path from 'node:path';

/** An environment variable's trimmed value; blank counts as unset, so `FOO=` in a .env file means the default. */
export const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** DATA_DIR, absolute: the embedded database and the token secret. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(blankAsUnset(env.DATA_DIR) ?? './data');

/** Whether DATABASE_URL names a PostgreSQL server to use instead of the embedded database. */
export const usesPostgres = (env: NodeJS.ProcessEnv) => blankAsUnset(env.DATABASE_URL) !== undefined;

/** Whether DATA_DIR already holds an embedded database (PostgreSQL's version file is its first mark). */
export const hasEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
