// Stored photos: rows of the photos table, in either database, under random names the server makes.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { photos } from '../../db/schema.ts';
import { photoContentTypes, photoExtensions, type PhotoFormat } from './photoFormat.ts';

const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export const newPhotoName = (format: PhotoFormat): string =>
  `${crypto.randomBytes(16).toString('hex')}.${photoExtensions[format]}`;

/** True only for names newPhotoName makes, so a request can never name another row or file. */
export const isPhotoName = (name: string): boolean => PHOTO_NAME.test(name);

/** The content type of a stored photo, from its name's extension (which the server made from its content). */
export const contentTypeOf = (name: string): string => photoContentTypes[name.split('.').pop() ?? ''];

/** Stores the photo under `name`; given the write's transaction, it is stored with its record or not at all. */
export async function savePhoto(db: Database, name: string, data: Buffer): Promise<void> {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${name}`);
  await db.insert(photos).values({ name, content_type: contentTypeOf(name), data });
}

/** The stored photo, or undefined when there is none by that name. */
export async function readPhoto(db: Database, name: string) {
  if (!isPhotoName(name)) return undefined;
  const [photo] = await db
    .select({ contentType: photos.content_type, data: photos.data })
    .from(photos)
    .where(eq(photos.name, name));
  return photo;
}

/** Removes stored photos; a name the server never made, or a photo already gone, is left alone. */
export async function removePhotos(db: Database, names: string[]): Promise<void> {
  const stored = names.filter(isPhotoName);
  if (stored.length) await db.delete(photos).where(inArray(photos.name, stored));
}
