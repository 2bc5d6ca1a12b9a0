// The names in a folder of the data directory, none when the folder is not there (yet, or any more).
import fs from 'node:fs/promises';

export async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
