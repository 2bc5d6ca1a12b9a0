// The backup taken before a migration changes an existing embedded database: the migration waits for it, and
// does not run without it.
import type { DatabaseOptions } from '../db/connection.ts';
import { hasEmbeddedDatabase } from '../startup/dataLocation.ts';

export class MigrationBackupError extends Error {}

type BeforeMigrating = Extract<DatabaseOptions, { embedded: string }>['beforeMigrating'];

/** The hook for startDatabase: none for a new database, which has nothing to lose. */
export function backUpBeforeMigrating(dataDir: string, env = process.env): BeforeMigrating {
  if (!hasEmbeddedDatabase(dataDir)) return undefined;
  return async (dumpDatabase) => {
    // Loaded only when a migration is due: main.ts starts the database before anything heavy has loaded.
    const [{ loadConfig }, { takeBackup }] = await Promise.all([
      import('../config.ts'),
      import('./takeBackup.ts'),
    ]);
    const { backupDir, backupKeep, retentionDays } = loadConfig(env);
    try {
      const { file } = await takeBackup(
        { dumpDatabase, dataDir },
        { backupDir, keep: backupKeep, maxAgeDays: retentionDays },
        'migration',
      );
      console.log(`Backup before migrating the database: ${file}`);
    } catch (error) {
      throw new MigrationBackupError(
        `The backup before migrating the database could not be written, so the server did not start: ${(error as Error).message}`,
      );
    }
  };
}
