// Opens the database: the embedded PGlite in DATA_DIR by default, a PostgreSQL server when a URL is given.
// Both speak one dialect, run the same migrations and answer the same drizzle queries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './dataDirLock.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** A PostgreSQL connection string. */
  | { url: string }
  /** A directory for the embedded database, or 'memory' for a throw-away one (tests). */
  | { embedded: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // Each mode loads only its own driver: a start pays for one of them.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = options.embedded === 'memory';
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(options.embedded);
  try {
    const [{ openPglite, withoutQueryParsers }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('./pgliteClient.ts'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    const client = openPglite(inMemory ? undefined : path.join(options.embedded, 'pgdata'));
    const db = drizzlePglite({ client: withoutQueryParsers(client), schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'embedded',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
