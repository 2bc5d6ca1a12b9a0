// Takes one backup of the embedded database and the upload folder: a new file, whole or not at all, then the
// oldest beyond the number kept, and those older than the retention period, are removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../routes/photos/diskPhotos.ts';
import { writeBackupArchive } from './backupArchive.ts';
import { backupName, partialName, pruneBackups, type BackupReason } from './backupFiles.ts';
import { installationIdOf } from './installationId.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupSource {
  /** The database as SQL, taken on its own thread (DatabaseHandle.dumpDatabase). */
  dumpDatabase: () => Promise<Uint8Array>;
  /** DATA_DIR: its upload folder goes into the backup when there is one. */
  dataDir: string;
}

export interface BackupTarget {
  backupDir: string;
  /** How many backups are kept, the newest. */
  keep: number;
  /**
   * RETENTION_DAYS: an older backup is removed, so that what the retention job erased leaves the backups within
   * this many days (docs/decisions/018-physical-erasure.md).
   */
  maxAgeDays: number;
}

/**
 * Writes the backup under a hidden name and renames it only once it is whole and on the disk: a failed write
 * (a full disk) leaves no partial backup behind and removes no older one. Answers the new file and its time.
 */
export async function takeBackup(
  { dumpDatabase, dataDir }: BackupSource,
  { backupDir, keep, maxAgeDays }: BackupTarget,
  reason: BackupReason,
  at = new Date(),
): Promise<{ file: string; at: Date }> {
  const file = path.join(backupDir, backupName(at, reason));
  const partial = path.join(backupDir, partialName(path.basename(file)));
  const about = { createdAt: at.toISOString(), installation: installationIdOf(dataDir) };
  await fs.mkdir(backupDir, { recursive: true });
  try {
    await writeBackupArchive(partial, await dumpDatabase(), uploadsDir(dataDir), about);
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  await pruneBackups(backupDir, keep, new Date(at.getTime() - maxAgeDays * DAY_MS));
  return { file, at };
}
