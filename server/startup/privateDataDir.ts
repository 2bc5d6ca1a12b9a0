// The data directory holds the database, the token secret and personal photos: private to the server's user.
import fs from 'node:fs';

/**
 * Makes every file the process creates from now on private (umask 077: directories 0700, files 0600), and
 * closes an existing data directory to everyone else, which hides whatever an older version left in it.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
