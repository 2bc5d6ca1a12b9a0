// Reads a backup file back (backupArchive.ts writes it), checking as it goes that it is one of ours, whole, within
// its sizes, and that its photos are pictures.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { photoLimits } from '../../resources/index.ts';
import { cleanPhoto } from '../routes/photos/cleanPhoto.ts';
import { sniffPhotoFormat, photoExtensions } from '../routes/photos/photoFormat.ts';
import { isPhotoName } from '../routes/photos/photoStore.ts';
import {
  DATABASE_ENTRY,
  manifest,
  MANIFEST_ENTRY,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './backupArchive.ts';

/** A file that cannot be restored, and why, in one line. */
export class BackupFileError extends Error {}

export const firstLine = (error: unknown): string =>
  String((error as Error)?.message ?? error).split('\n')[0];

/** The manifest is the first entry, a few bytes of JSON: anything else first is someone else's file. */
const MANIFEST_MAX_BYTES = 64 * 1024;
/** The largest SQL that PGlite's pg_dump can make: it hands the dump over as one JavaScript string. */
export const DATABASE_MAX_BYTES = 512 * 1024 * 1024;
/** Everything the file unpacks to, its tar headers and photos included; a small file can unpack huge. */
export const UNPACKED_MAX_BYTES = 1024 * 1024 * 1024;

const mib = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

function checkManifest(file: string, data: Buffer): BackupManifest {
  let found: { format?: unknown; version?: unknown; installation?: unknown; createdAt?: unknown } = {};
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
  if (typeof found.installation !== 'string' || typeof found.createdAt !== 'string') {
    throw new BackupFileError(`${file} is cut short or damaged (its manifest is incomplete).`);
  }
  return { installation: found.installation, createdAt: found.createdAt };
}

/** Each entry's largest size, by what it is; undefined for an entry no backup holds. */
function entryLimit(name: string): number | undefined {
  if (name === DATABASE_ENTRY) return DATABASE_MAX_BYTES;
  if (name.startsWith(UPLOADS_FOLDER)) return photoLimits.maxBytes;
  return undefined;
}

/** A photo of the upload folder, checked as an upload is: a picture by its content, named as the server names one. */
async function checkPhoto(file: string, name: string, data: Buffer): Promise<void> {
  const format = sniffPhotoFormat(data);
  const named = isPhotoName(name) && format && name.endsWith(`.${photoExtensions[format]}`);
  const isPicture =
    named &&
    (await cleanPhoto(data).then(
      () => true,
      () => false,
    ));
  if (!isPicture) {
    throw new BackupFileError(
      `${file} holds ${UPLOADS_FOLDER}${name}, which is not a JPEG, PNG or WebP photo.`,
    );
  }
}

/** Passes the unpacked bytes on, and stops the reading once there are more than `max`. */
const unpackedAtMost = (file: string, max: number) => {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total <= max) return done(null, chunk);
      done(new BackupFileError(`${file} unpacks to more than ${mib(max)}, more than any backup of ours.`));
    },
  });
};

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

/**
 * Reads `file`: answers its database's SQL and writes its photos into `uploadsDir`. `onManifest` hears the
 * manifest before anything else is read, and may refuse the file by throwing.
 */
export async function readBackupArchive(
  file: string,
  uploadsDir: string,
  onManifest: (about: BackupManifest) => Promise<void> = async () => {},
): Promise<Buffer> {
  const extract = tar.extract();
  const reading = pipeline(
    fs.createReadStream(file),
    zlib.createGunzip(),
    unpackedAtMost(file, UNPACKED_MAX_BYTES),
    extract,
  );
  let entries = 0;
  let database: Buffer | undefined;
  try {
    for await (const entry of extract) {
      const { name, size } = entry.header;
      const first = entries++ === 0;
      if (first && (name !== MANIFEST_ENTRY || size > MANIFEST_MAX_BYTES)) {
        throw new BackupFileError(`${file} is not an Outreach MIS backup.`);
      }
      const limit = first ? MANIFEST_MAX_BYTES : entryLimit(name);
      const photo = name.slice(UPLOADS_FOLDER.length);
      if (limit === undefined || (name.startsWith(UPLOADS_FOLDER) && !isPlainName(photo))) {
        throw new BackupFileError(`${file} holds ${name}, which no Outreach MIS backup does.`);
      }
      // The header's size is the entry's: it is refused before a byte of it is unpacked.
      if (size > limit) {
        throw new BackupFileError(
          `${file} holds ${name} of ${size} bytes, more than the ${mib(limit)} it may be.`,
        );
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (first) await onManifest(checkManifest(file, data));
      else if (name === DATABASE_ENTRY) database = data;
      else {
        await checkPhoto(file, photo, data);
        await fsp.mkdir(uploadsDir, { recursive: true });
        await fsp.writeFile(path.join(uploadsDir, photo), data, { flag: 'wx' });
      }
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
