// CLI: `npm run db:restore -- FILE` puts a backup's database and photos in place of DATA_DIR's, once the file has
// been read whole and its database opened. The server must be stopped.
import path from 'node:path';
import { DataDirLockedError } from '../db/dataDirLock.ts';
import { makeDataDirPrivate } from '../startup/privateDataDir.ts';
import { dataDirOf, usesPostgres } from '../startup/dataLocation.ts';
import { BackupFileError } from './readBackupArchive.ts';
import { restoreBackup } from './restoreBackup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(1);
}
try {
  if (usesPostgres(process.env)) {
    throw new Error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see Backups in docs/operations.md).',
    );
  }
  const dataDir = dataDirOf(process.env);
  makeDataDirPrivate(dataDir);
  // npm runs scripts in the project's folder: the file is named from where the command was typed.
  await restoreBackup(path.resolve(process.env.INIT_CWD ?? '.', file), dataDir);
  console.log(`Restored ${file} into ${dataDir}.`);
} catch (error) {
  const refused = error instanceof BackupFileError || error instanceof DataDirLockedError;
  console.error(
    `Restore ${refused ? 'refused, the current data is untouched' : 'failed'}: ${(error as Error).message}`,
  );
  process.exit(1);
}
