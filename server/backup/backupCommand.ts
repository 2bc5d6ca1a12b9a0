// CLI: `npm run db:backup` writes a backup of DATA_DIR (the embedded database and the photos) into BACKUP_DIR,
// keeping the newest BACKUP_KEEP. The server must be stopped: it takes its own backups while it runs.
import { loadConfig } from '../config.ts';
import { makeDataDirPrivate } from '../startup/privateDataDir.ts';
import { dataDirOf, usesPostgres } from '../startup/dataLocation.ts';
import { backUpDataDir } from './backUpDataDir.ts';

try {
  if (usesPostgres(process.env)) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (see Backups in docs/operations.md).',
    );
  }
  const dataDir = dataDirOf(process.env);
  makeDataDirPrivate(dataDir);
  const { backupDir, backupKeep, retentionDays } = loadConfig();
  console.log(
    `Backup written: ${await backUpDataDir(dataDir, { backupDir, keep: backupKeep, maxAgeDays: retentionDays })}`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
