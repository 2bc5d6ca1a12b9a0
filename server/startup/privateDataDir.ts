// The data directory holds the database (photos included) and the token secret: private to the server's user.
import fs from 'node:fs';
import path from 'node:path';

const PRIVATE_MASK = 0o077;

/**
 * The embedded database's file system (Emscripten's NODEFS inside PGlite) creates each file and then chmods it
 * to 0666, which the umask cannot stop. Inside the data directory, a chmod never grants group or others anything.
 */
export function maskChmodInside(dataDir: string): void {
  const root = path.resolve(dataDir) + path.sep;
  const chmodSync = fs.chmodSync;
  fs.chmodSync = (file: fs.PathLike, mode: fs.Mode) => {
    const inside = path.resolve(String(file)).startsWith(root) && typeof mode === 'number';
    chmodSync(file, inside ? mode & ~PRIVATE_MASK : mode);
  };
}

/**
 * Makes every file the process creates from now on private (umask 077: directories 0700, files 0600), and
 * closes an existing data directory to everyone else, which hides whatever an older version left in it.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(PRIVATE_MASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  maskChmodInside(dataDir);
}
