// Restores a backup into DATA_DIR: read and opened in a fresh folder first, then swapped in for the current data,
// which is kept aside until every move has succeeded. A file that fails a check leaves the current data untouched.
import fs from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock } from '../db/dataDirLock.ts';
import { uploadsDir } from '../routes/photos/diskPhotos.ts';
import { namesIn } from '../startup/namesIn.ts';
import { BackupFileError, firstLine, readBackupArchive } from './readBackupArchive.ts';

/** What a backup holds, where a data directory keeps it: the embedded database and the upload folder. */
const partsOf = (dir: string) => [path.join(dir, 'pgdata'), uploadsDir(dir)];

/** Loads the dump into `dir` with PGlite, which must open it and find the migrations table there. */
async function openRestored(file: string, dir: string, database: Uint8Array<ArrayBuffer>): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dir, { loadDataDir: new Blob([database]) });
  try {
    await pg.query('select count(*) from drizzle.__drizzle_migrations');
  } catch (error) {
    throw new BackupFileError(`${file} holds no database this version can open (${firstLine(error)}).`);
  } finally {
    await pg.close().catch(() => undefined);
  }
}

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

/** Restores `file` into `dataDir`, under its lock: refused while a server runs there (DataDirLockedError). */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const release = acquireDataDirLock(dataDir);
  try {
    await removeLeftScratch(dataDir);
    const fresh = await fs.mkdtemp(path.join(dataDir, SCRATCH));
    try {
      const database = await readBackupArchive(file, uploadsDir(fresh));
      await openRestored(file, path.join(fresh, 'pgdata'), database);
      await swapIn(fresh, dataDir);
    } finally {
      await fs.rm(fresh, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}
