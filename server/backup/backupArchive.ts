// One backup file: a gzipped tar of a manifest, the embedded database as SQL (PGlite's pg_dump) and the files of
// the upload folder, when there is one. readBackupArchive.ts reads it back.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { isPhotoName } from '../routes/photos/photoStore.ts';

export const MANIFEST_ENTRY = 'outreach-backup.json';
export const DATABASE_ENTRY = 'database.sql';
export const UPLOADS_FOLDER = 'uploads/';
/** Version 1 held a copy of the database's files, write-ahead log included; version 2 its SQL. */
export const manifest = { format: 'outreach-mis-backup', version: 2 };

/** What the manifest tells of a backup. */
export interface BackupManifest {
  createdAt: string;
  /** The installation that took it (installationId.ts). */
  installation: string;
}

/**
 * The upload folder's photos, none when it does not exist; what the server never made (another name, a photo
 * being written) left out, as the start's import of the folder leaves it (diskPhotos.ts).
 */
async function uploadedFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fsp.readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && isPhotoName(entry.name)).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes a new backup file (it must not exist yet) and flushes it to the disk before answering. */
export async function writeBackupArchive(
  file: string,
  database: Uint8Array,
  uploadsDir: string,
  about: BackupManifest,
): Promise<void> {
  const pack = tar.pack();
  const add = (name: string, data: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  const fill = async () => {
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify({ ...manifest, ...about })));
    await add(DATABASE_ENTRY, database);
    for (const name of await uploadedFiles(uploadsDir)) {
      await add(UPLOADS_FOLDER + name, await fsp.readFile(path.join(uploadsDir, name)));
    }
    pack.finalize();
  };
  const filled = fill().catch((error: unknown) => {
    pack.destroy(error as Error);
    throw error;
  });
  const written = pipeline(
    Readable.from(pack),
    zlib.createGzip(),
    fs.createWriteStream(file, { flags: 'wx' }),
  );
  // Both settle before the caller removes a failed file: the stream writing it has closed by then.
  const failed = (await Promise.allSettled([filled, written])).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
