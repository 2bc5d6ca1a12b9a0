// Photos an older version kept on disk (DATA_DIR/uploads), moved into the photos table at start, once:
// each file is removed when its row is stored, and the folder when it is empty.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/connection.ts';
import { photos } from '../../db/schema.ts';
import { namesIn } from '../../startup/namesIn.ts';
import { contentTypeOf, isPhotoName } from './photoStore.ts';

/** Where an older version stored photos. */
export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/** A photo an older version was still writing (`.<name>.part`): never a stored one, yet personal. */
const isPartialPhoto = (file: string) => file.startsWith('.') && isPhotoName(file.slice(1, -'.part'.length));

/**
 * Stores every photo file of DATA_DIR/uploads in the photos table (a name already stored is kept as it is),
 * then removes it from disk; a file the server never made is left alone. Answers how many it stored.
 */
export async function importDiskPhotos(db: Database, dataDir: string): Promise<number> {
  const dir = uploadsDir(dataDir);
  let imported = 0;
  for (const file of await namesIn(dir)) {
    const at = path.join(dir, file);
    if (isPhotoName(file)) {
      const data = await fs.readFile(at);
      const stored = await db
        .insert(photos)
        .values({ name: file, content_type: contentTypeOf(file), data })
        .onConflictDoNothing()
        .returning({ name: photos.name });
      imported += stored.length;
    } else if (!isPartialPhoto(file)) continue;
    await fs.rm(at, { force: true });
  }
  // Kept while anything the server did not make is in it.
  await fs.rmdir(dir).catch(() => undefined);
  return imported;
}
