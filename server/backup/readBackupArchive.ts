// Reads a backup file back (backupArchive.ts writes it), checking as it goes that it is one of ours and whole.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { DATABASE_ENTRY, manifest, MANIFEST_ENTRY, UPLOADS_FOLDER } from './backupArchive.ts';

/** A file that cannot be restored, and why, in one line. */
export class BackupFileError extends Error {}

export const firstLine = (error: unknown): string =>
  String((error as Error)?.message ?? error).split('\n')[0];

/** The manifest is the first entry, a few bytes of JSON: anything else first is someone else's file. */
const MANIFEST_MAX_BYTES = 64 * 1024;

function checkManifest(file: string, data: Buffer): void {
  let found: { format?: unknown; version?: unknown } = {};
  try {
    found = JSON.parse(data.toString('utf8'));
  } catch {
    // not JSON: not ours
  }
  if (found.format !== manifest.format) throw new BackupFileError(`${file} is not an Outreach MIS backup.`);
  if (found.version !== manifest.version) {
    throw new BackupFileError(
      `${file} is a backup in format ${String(found.version)}, which this version cannot read.`,
    );
  }
}

/**
 * Why reading stopped, in one line. Data that is not gzip, or not a tar inside, is someone else's file; a gzip
 * stream that ends early is a backup cut short (a copy that stopped, a full disk).
 */
function readError(file: string, error: unknown, entriesRead: number): BackupFileError {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'EISDIR') return new BackupFileError(`${file} cannot be read (${code}).`);
  if (code === 'Z_DATA_ERROR' || (entriesRead === 0 && code !== 'Z_BUF_ERROR')) {
    return new BackupFileError(`${file} is not an Outreach MIS backup.`);
  }
  return new BackupFileError(`${file} is cut short or damaged (${firstLine(error)}).`);
}

/** A file name of the upload folder, never a path that could leave it. */
const isPlainName = (name: string) => name !== '' && !name.startsWith('.') && path.basename(name) === name;

/** Reads `file`: answers its database dump and writes its uploaded files into `uploadsDir`. */
export async function readBackupArchive(file: string, uploadsDir: string): Promise<Uint8Array<ArrayBuffer>> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  let entries = 0;
  let database: Uint8Array<ArrayBuffer> | undefined;
  try {
    for await (const entry of extract) {
      const { name, size } = entry.header;
      const first = entries++ === 0;
      if (first && (name !== MANIFEST_ENTRY || size > MANIFEST_MAX_BYTES)) {
        throw new BackupFileError(`${file} is not an Outreach MIS backup.`);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (first) checkManifest(file, data);
      else if (name === DATABASE_ENTRY) database = data;
      else if (name.startsWith(UPLOADS_FOLDER) && isPlainName(name.slice(UPLOADS_FOLDER.length))) {
        await fsp.mkdir(uploadsDir, { recursive: true });
        await fsp.writeFile(path.join(uploadsDir, name.slice(UPLOADS_FOLDER.length)), data, { flag: 'wx' });
      } else throw new BackupFileError(`${file} holds ${name}, which no Outreach MIS backup does.`);
    }
    await reading;
  } catch (error) {
    reading.catch(() => undefined);
    throw readError(file, error, entries);
  }
  if (entries === 0) throw new BackupFileError(`${file} is not an Outreach MIS backup.`);
  if (!database) throw new BackupFileError(`${file} is cut short or damaged (it holds no database).`);
  return database;
}
