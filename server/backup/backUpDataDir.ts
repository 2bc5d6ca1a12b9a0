// A backup of the data directory of a stopped server (`npm run db:backup`): its database is opened under the
// directory's lock, dumped as it is (never migrated) and closed.
import path from 'node:path';
import { acquireDataDirLock } from '../db/dataDirLock.ts';
import { startPgliteWorker } from '../db/pgliteWorkerClient.ts';
import { hasEmbeddedDatabase } from '../startup/dataLocation.ts';
import { takeBackup, type BackupTarget } from './takeBackup.ts';

/** Writes a backup of `dataDir` into the target folder and answers its file; DataDirLockedError while a server runs. */
export async function backUpDataDir(dataDir: string, target: BackupTarget): Promise<string> {
  if (!hasEmbeddedDatabase(dataDir)) throw new Error(`${dataDir} holds no database to back up.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const { client, ready, dump } = startPgliteWorker({
      dataDir: path.join(dataDir, 'pgdata'),
      privateDir: dataDir,
    });
    try {
      await ready;
      return (await takeBackup({ dumpDatabase: dump, dataDir }, target, 'manual')).file;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
