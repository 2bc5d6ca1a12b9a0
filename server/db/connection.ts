// Opens the database: the embedded PGlite in DATA_DIR by default, a PostgreSQL server when a URL is given.
// Both speak one dialect, run the same migrations and answer the same drizzle queries.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import { withCommitHooks } from './commitHooks.ts';
import { acquireDataDirLock } from './dataDirLock.ts';
import { underMigrationLock } from './migrationLock.ts';
import { startPgliteWorker } from './pgliteWorkerClient.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback: a Database whose statements run in that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
  /** The embedded database only: the database as SQL (PGlite's pg_dump), for a backup. */
  dumpDatabase?: () => Promise<Uint8Array>;
}

export type DatabaseOptions =
  /** A PostgreSQL connection string. */
  | { url: string }
  /** A directory for the embedded database, or 'memory' for a throw-away one (tests), from `startFrom` if given. */
  | {
      embedded: string;
      startFrom?: Uint8Array;
      beforeMigrating?: (dumpDatabase: () => Promise<Uint8Array>) => Promise<void>;
    };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Whether the database already has the newest migration: drizzle records each applied one with its journal
 * `when` as created_at. Then a start skips drizzle's migrator and its DDL (about 50 ms of a restart).
 */
export async function hasNewestMigration(db: Database): Promise<boolean> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  // drizzle-orm loads here, not with this module: main.ts starts the embedded database before anything heavy.
  const { sql } = await import('drizzle-orm');
  try {
    const { rows } = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    return Number(rows[0]?.last) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}

/** A statement's text and parameters, run as it is: its answer's rows. */
export type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
const groupedQueries = new WeakMap<Database, RawQuery>();

/**
 * How to run a write of one statement (a one-statement add) whose text is built already: on the embedded database
 * its commit is shared by the writes sent at the same moment (server/db/commitGroups.ts); on PostgreSQL it is the
 * pool's own query; inside a transaction, that transaction's.
 * @example await groupedQueryOf(db)('insert into ... returning id', [1, 'a'])
 */
export const groupedQueryOf = (db: Database): RawQuery =>
  groupedQueries.get(db) ??
  // A transaction's session holds its own connection (PostgreSQL) or transaction (embedded); a database's, its pool.
  ((text, params) =>
    (db as unknown as { session: { client: { query: RawQuery } } }).session.client.query(text, params));

const migrateUnlessUpToDate = async (db: Database, migrate: () => Promise<void>) => {
  if (!(await hasNewestMigration(db))) await migrate();
};

/** An open database whose migrations may still be running: queries wait for the embedded one to open. */
export interface StartingDatabase extends DatabaseHandle {
  /** Settles once every pending migration has been applied (or could not be). */
  migrated: Promise<void>;
}

/**
 * Opens the database and starts applying every pending migration. The embedded database starts on its own
 * thread at once, so whatever the caller does next (loading and building the HTTP app) overlaps its start.
 */
export async function startDatabase(options: DatabaseOptions): Promise<StartingDatabase> {
  if ('url' in options) {
    // Each mode loads only its own driver: a start pays for one of them.
    const [
      schema,
      { default: pg },
      { drizzle: drizzlePg },
      { migrate: migratePg },
      { ensureSearchIndexes },
      { ensureUniqueIndexes },
    ] = await Promise.all([
      import('./schema.ts'),
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./searchIndexes.ts'),
      import('./uniqueIndexes.ts'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = withCommitHooks(drizzlePg(pool, { schema }) as unknown as Database);
    // Servers started together take turns: the first applies the migrations, the next finds them applied.
    // Then the list searches' indexes, PostgreSQL only (docs/decisions/012-server-paging.md), and the unique ones.
    const migrated = migrateUnlessUpToDate(db, () =>
      underMigrationLock(pool, (client) => migratePg(drizzlePg(client) as never, { migrationsFolder })),
    )
      .then(() => ensureSearchIndexes(pool))
      .then(() =>
        ensureUniqueIndexes(
          (text) => pool.query(text),
          (work) => underMigrationLock(pool, (client) => work((text) => client.query(text))),
        ),
      )
      .then(() => undefined);
    migrated.catch(() => undefined); // heard by whoever awaits it, never an unhandled rejection meanwhile
    return { db, kind: 'postgres', migrated, close: () => pool.end() };
  }
  const inMemory = options.embedded === 'memory';
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(options.embedded);
  const { client, groupedClient, ready, dump } = startPgliteWorker({
    dataDir: inMemory ? undefined : path.join(options.embedded, 'pgdata'),
    privateDir: inMemory ? undefined : options.embedded,
    startFrom: inMemory ? options.startFrom : undefined,
  });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= client.close().then(releaseLock, () => releaseLock()));
  try {
    const [
      schema,
      { drizzle: drizzlePglite },
      { migrate: migratePglite },
      { ensureSearchColumns },
      { ensureUniqueIndexes },
    ] = await Promise.all([
      import('./schema.ts'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./searchColumns.ts'),
      import('./uniqueIndexes.ts'),
    ]);
    const db = withCommitHooks(drizzlePglite({ client, schema }) as unknown as Database);
    groupedQueries.set(db, (text, params) => groupedClient.query(text, params));
    // A migration about to be applied waits for `beforeMigrating` (a backup); one already applied costs nothing.
    // Then the list searches' columns (docs/decisions/012-server-paging.md).
    const migrated = ready
      .then(() =>
        migrateUnlessUpToDate(db, async () => {
          await options.beforeMigrating?.(dump);
          await migratePglite(db as never, { migrationsFolder });
        }),
      )
      .then(() => ensureSearchColumns((text) => client.query(text)))
      .then(() => ensureUniqueIndexes((text) => client.query(text)))
      .then(() => undefined);
    // Failing to open closes the worker and frees the directory; the caller hears why from `migrated`.
    migrated.catch(close);
    return { db, kind: 'embedded', migrated, close, dumpDatabase: dump };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { migrated, ...handle } = await startDatabase(options);
  try {
    await migrated;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
