// Stored photos: DATA_DIR/uploads, outside every served folder, under random names the server makes.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { photoExtensions, type PhotoFormat } from './photoFormat.ts';

const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

export const newPhotoName = (format: PhotoFormat): string =>
  `${crypto.randomBytes(16).toString('hex')}.${photoExtensions[format]}`;

/** True only for names newPhotoName makes, so a request can never name another file. */
export const isPhotoName = (name: string): boolean => PHOTO_NAME.test(name);

/** Writes the photo whole or not at all: to a temporary file first, then renamed into place. */
export async function savePhoto(dir: string, name: string, data: Buffer): Promise<void> {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${name}`);
  await fs.mkdir(dir, { recursive: true });
  const partial = path.join(dir, `.${name}.part`);
  try {
    await fs.writeFile(partial, data, { flag: 'wx' });
    await fs.rename(partial, path.join(dir, name));
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** The stored photo, or undefined when there is none by that name. */
export async function readPhoto(dir: string, name: string): Promise<Buffer | undefined> {
  if (!isPhotoName(name)) return undefined;
  try {
    return await fs.readFile(path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes a stored photo; a name the server never made, or a photo already gone, is left alone. */
export async function removePhoto(dir: string, name: string): Promise<void> {
  if (isPhotoName(name)) await fs.rm(path.join(dir, name), { force: true });
}
