// Restores a backup into DATA_DIR: read and made anew in a fresh folder first (loadRestored.ts: the erasure log
// applied again), then swapped in for the current data, which is kept aside until every move has succeeded. A
// file that fails a check, or another installation's backup that was not confirmed, leaves the current data
// untouched.
import fs from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock } from '../db/dataDirLock.ts';
import { erasureLogOf, readErasures } from '../retention/erasureLog.ts';
import { uploadsDir } from '../routes/photos/diskPhotos.ts';
import { hasEmbeddedDatabase } from '../startup/dataLocation.ts';
import { namesIn } from '../startup/namesIn.ts';
import type { BackupManifest } from './backupArchive.ts';
import { keepInstallationId, readInstallationId } from './installationId.ts';
import { loadRestored } from './loadRestored.ts';
import { BackupFileError, firstLine, readBackupArchive } from './readBackupArchive.ts';

/** What a backup holds, where a data directory keeps it: the embedded database and the upload folder. */
const partsOf = (dir: string) => [path.join(dir, 'pgdata'), uploadsDir(dir)];

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Moves the current data aside and the restored data in; a move that fails undoes the ones made before it. */
async function swapIn(fresh: string, dataDir: string): Promise<void> {
  const aside = await fs.mkdtemp(path.join(dataDir, '.replaced-'));
  const [current, restored, kept] = [partsOf(dataDir), partsOf(fresh), partsOf(aside)];
  const done: [string, string][] = [];
  const move = async (from: string, to: string) => {
    if (!(await exists(from))) return;
    await fs.rename(from, to);
    done.push([from, to]);
  };
  try {
    for (const [i, part] of current.entries()) await move(part, kept[i]);
    for (const [i, part] of restored.entries()) await move(part, current[i]);
  } catch (error) {
    try {
      for (const [from, to] of done.reverse()) await fs.rename(to, from);
    } catch {
      throw new Error(
        `The restore stopped half way (${firstLine(error)}); the previous data is in ${aside}.`,
      );
    }
    await fs.rmdir(aside);
    throw error;
  }
  await fs.rm(aside, { recursive: true, force: true });
}

/** The scratch folder of each restore, made inside the data directory (and left there by one that was killed). */
const SCRATCH = '.restoring-';

/** Removes what restores killed half way left behind: never data, only copies they were still checking. */
async function removeLeftScratch(dataDir: string): Promise<void> {
  const left = (await namesIn(dataDir)).filter((name) => name.startsWith(SCRATCH));
  for (const name of left) await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
}

/** Another installation's backup, not confirmed. */
export class ForeignBackupError extends BackupFileError {}

export interface RestoreOptions {
  /**
   * Asked when the backup comes from another installation than the database it would replace (a data directory
   * without a database replaces nothing): true restores it. Unasked, such a backup is refused.
   */
  confirmForeign?: (about: BackupManifest) => Promise<boolean>;
}

/** Refuses another installation's backup unless confirmed. */
async function checkInstallation(
  file: string,
  dataDir: string,
  about: BackupManifest,
  confirmForeign: RestoreOptions['confirmForeign'] = async () => false,
): Promise<void> {
  if (!hasEmbeddedDatabase(dataDir) || readInstallationId(dataDir) === about.installation) return;
  if (await confirmForeign(about)) return;
  throw new ForeignBackupError(
    `${file} is a backup of another installation (taken ${about.createdAt}): restoring it would replace every account and record here.`,
  );
}

/**
 * Restores `file` into `dataDir`, under its lock: refused while a server runs there (DataDirLockedError).
 * Answers how many records the erasure log erased again.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { confirmForeign }: RestoreOptions = {},
): Promise<{ erasedAgain: number }> {
  const release = acquireDataDirLock(dataDir);
  try {
    await removeLeftScratch(dataDir);
    const fresh = await fs.mkdtemp(path.join(dataDir, SCRATCH));
    try {
      let installation = '';
      const sql = await readBackupArchive(file, uploadsDir(fresh), async (about) => {
        await checkInstallation(file, dataDir, about, confirmForeign);
        installation = about.installation;
      });
      const erasures = await readErasures(erasureLogOf(dataDir));
      const erasedAgain = await loadRestored(file, fresh, sql, erasures);
      await swapIn(fresh, dataDir);
      keepInstallationId(dataDir, installation);
      return { erasedAgain };
    } finally {
      await fs.rm(fresh, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}
