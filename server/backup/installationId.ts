// Which installation a backup comes from: a random id made once in DATA_DIR (outside the database, so that a
// restore keeps it) and written into every backup's manifest. A restore asks before it puts one installation's
// backup in place of another's data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const installationFile = (dataDir: string) => path.join(dataDir, 'installation-id');

/** DATA_DIR's installation id, or undefined when it has none yet (no backup was taken there). */
export function readInstallationId(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(installationFile(dataDir), 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Gives DATA_DIR this id when it has none (a restore into a new data directory takes the backup's). */
export function keepInstallationId(dataDir: string, id: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(installationFile(dataDir), id, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** DATA_DIR's installation id, made (a random UUID) on first use. */
export function installationIdOf(dataDir: string): string {
  keepInstallationId(dataDir, crypto.randomUUID());
  return readInstallationId(dataDir) as string;
}
