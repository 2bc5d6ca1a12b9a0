// CLI: `npm run db:restore -- FILE [--force]` puts a backup's database and photos in place of DATA_DIR's, once
// the file has been read whole, its database made anew and the erasure log applied to it again. A backup of
// another installation is restored only when confirmed at the terminal, or with --force. The server must be
// stopped.
import path from 'node:path';
import readline from 'node:readline/promises';
import { DataDirLockedError } from '../db/dataDirLock.ts';
import { makeDataDirPrivate } from '../startup/privateDataDir.ts';
import { dataDirOf, usesPostgres } from '../startup/dataLocation.ts';
import type { BackupManifest } from './backupArchive.ts';
import { BackupFileError } from './readBackupArchive.ts';
import { ForeignBackupError, restoreBackup } from './restoreBackup.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...extra] = args.filter((arg) => arg !== '--force');
if (!file || extra.length) {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exit(1);
}

/** Another installation's backup: --force restores it; a person at a terminal is asked; anyone else refused. */
async function confirmForeign(about: BackupManifest): Promise<boolean> {
  if (force) return true;
  if (!process.stdin.isTTY) return false;
  const terminal = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await terminal.question(
      `${file} is a backup of another installation (taken ${about.createdAt}). Restoring it replaces every ` +
        'account and record here. Type "restore" to go on: ',
    );
    return answer.trim() === 'restore';
  } finally {
    terminal.close();
  }
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
  const { erasedAgain } = await restoreBackup(path.resolve(process.env.INIT_CWD ?? '.', file), dataDir, {
    confirmForeign,
  });
  const erased = erasedAgain ? `; ${erasedAgain} erased records in it were erased again` : '';
  console.log(`Restored ${file} into ${dataDir}${erased}.`);
} catch (error) {
  const refused = error instanceof BackupFileError || error instanceof DataDirLockedError;
  const hint = error instanceof ForeignBackupError ? ' Run it again with --force to restore it.' : '';
  console.error(
    `Restore ${refused ? 'refused, the current data is untouched' : 'failed'}: ${(error as Error).message}${hint}`,
  );
  process.exit(1);
}
