// One backup file: a gzipped tar of a manifest, the embedded database's own dump (PGlite's dumpDataDir) and the
// files of the upload folder, when there is one. readBackupArchive.ts reads it back.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export const MANIFEST_ENTRY = 'outreach-backup.json';
export const DATABASE_ENTRY = 'pgdata.tar';
export const UPLOADS_FOLDER = 'uploads/';
export const manifest = { format: 'outreach-mis-backup', version: 1 };

/** The upload folder's files, none when it does not exist; hidden ones (a photo being written) left out. */
async function uploadedFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fsp.readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
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
): Promise<void> {
  const pack = tar.pack();
  const add = (name: string, data: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  const fill = async () => {
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify({ ...manifest, createdAt: new Date() })));
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
