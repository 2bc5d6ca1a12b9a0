// The backup before a migration: taken when a migration is about to be applied to an existing database, never
// when the database is up to date, and the migration does not run without it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../../server/backup/backupFiles.ts';
import { backUpBeforeMigrating, MigrationBackupError } from '../../../server/backup/migrationBackup.ts';
import { openDatabase } from '../../../server/db/connection.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-migration-backup-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the backup before a migration', () => {
  it('runs before a migration is applied, holds it back when it fails, and never runs when none is due', async () => {
    const dataDir = tempDir();
    const refusing = async () => {
      throw new Error('no room for a backup');
    };
    await expect(openDatabase({ embedded: dataDir, beforeMigrating: refusing })).rejects.toThrow(
      'no room for a backup',
    );
    let calls = 0;
    let dumped = 0;
    const recording = async (dumpDatabase: () => Promise<Uint8Array>) => {
      calls++;
      dumped = (await dumpDatabase()).length;
    };
    // The refused start migrated nothing: the migrations are still due.
    await (await openDatabase({ embedded: dataDir, beforeMigrating: recording })).close();
    expect(calls).toBe(1);
    expect(dumped).toBeGreaterThan(0);
    await (await openDatabase({ embedded: dataDir, beforeMigrating: recording })).close();
    expect(calls).toBe(1);
  });

  it('writes a migration backup of an existing database into BACKUP_DIR, or stops the start', async () => {
    const [dataDir, backupDir] = [tempDir(), tempDir()];
    expect(backUpBeforeMigrating(dataDir)).toBeUndefined();
    const handle = await openDatabase({ embedded: dataDir });
    try {
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, TOKEN_SECRET: 'x'.repeat(32) };
      await backUpBeforeMigrating(dataDir, env)?.(handle.dumpDatabase!);
      expect(await listBackups(backupDir)).toEqual([expect.stringMatching(/-migration\.tar\.gz$/)]);
      const notAFolder = path.join(backupDir, 'not-a-folder');
      fs.writeFileSync(notAFolder, '');
      const failing = backUpBeforeMigrating(dataDir, { ...env, BACKUP_DIR: notAFolder });
      await expect(failing?.(handle.dumpDatabase!)).rejects.toThrow(MigrationBackupError);
    } finally {
      await handle.close();
    }
  });
});
