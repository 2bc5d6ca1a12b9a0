// A restore reads a crafted file no further than it must: an entry larger than any backup's, garbage, a file
// that is not a photo in the upload folder, and another installation's backup unconfirmed are each refused with
// one line, the current data untouched; the confirmed one is restored.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoLimits } from '../../../resources/index.ts';
import { DATABASE_ENTRY } from '../../../server/backup/backupArchive.ts';
import { backUpDataDir } from '../../../server/backup/backUpDataDir.ts';
import { BackupFileError, DATABASE_MAX_BYTES } from '../../../server/backup/readBackupArchive.ts';
import { ForeignBackupError, restoreBackup } from '../../../server/backup/restoreBackup.ts';
import { pngImage } from '../fieldOps/testImages.ts';
import { entriesOf, packed, rawEntry, tarHeader } from './craftedArchives.ts';
import { startDataDirServer } from './dataDirServer.ts';
import { snapshot } from './dataSnapshot.ts';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-restore-checks-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const photoName = (extension: string) => `${crypto.randomBytes(16).toString('hex')}.${extension}`;

/** A data directory with a seeded database, and a backup of it. */
async function installation(): Promise<{ dataDir: string; backup: string }> {
  const dataDir = tempDir();
  await (await startDataDirServer(dataDir)).close();
  return {
    dataDir,
    backup: await backUpDataDir(dataDir, { backupDir: tempDir(), keep: 14, maxAgeDays: 45 }),
  };
}

describe('the checks of a restore', () => {
  let here: { dataDir: string; backup: string };
  let crafted: string;
  beforeAll(async () => {
    here = await installation();
    crafted = tempDir();
  });

  /** The refusal of `file`, and the current data as it was. */
  async function refusal(file: string): Promise<Error> {
    const before = snapshot(here.dataDir);
    const error = await restoreBackup(file, here.dataDir).then(
      () => new Error(`${file} was restored`),
      (refused: unknown) => refused as Error,
    );
    expect(error).toBeInstanceOf(BackupFileError);
    expect(error.message).not.toContain('\n');
    expect(snapshot(here.dataDir)).toEqual(before);
    return error;
  }

  it('refuses a photo larger than an upload may be', async () => {
    const name = `uploads/${photoName('png')}`;
    const data = Buffer.alloc(photoLimits.maxBytes + 1);
    const file = await packed(path.join(crafted, 'big-photo.tar.gz'), [
      ...(await entriesOf(here.backup)),
      { name, data },
    ]);
    expect((await refusal(file)).message).toBe(
      `${file} holds ${name} of ${photoLimits.maxBytes + 1} bytes, more than the 2 MiB it may be.`,
    );
  });

  it('refuses a database entry declared larger than any dump, before unpacking it', async () => {
    const [manifest] = await entriesOf(here.backup);
    // 64 KiB follow a header that declares more than 512 MiB: the file is a few hundred bytes gzipped.
    const tarBytes = Buffer.concat([
      rawEntry(manifest),
      tarHeader(DATABASE_ENTRY, DATABASE_MAX_BYTES + 1),
      Buffer.alloc(65536),
    ]);
    const file = path.join(crafted, 'bomb.tar.gz');
    fs.writeFileSync(file, zlib.gzipSync(tarBytes));
    expect(fs.statSync(file).size).toBeLessThan(4096);
    expect((await refusal(file)).message).toBe(
      `${file} holds ${DATABASE_ENTRY} of ${DATABASE_MAX_BYTES + 1} bytes, more than the 512 MiB it may be.`,
    );
  });

  it('refuses garbage in one line', async () => {
    const file = path.join(crafted, 'garbage.tar.gz');
    fs.writeFileSync(file, crypto.randomBytes(4096));
    expect((await refusal(file)).message).toBe(`${file} is not an Outreach MIS backup.`);
    const gzipped = path.join(crafted, 'gzipped-garbage.tar.gz');
    fs.writeFileSync(gzipped, zlib.gzipSync(crypto.randomBytes(4096)));
    expect((await refusal(gzipped)).message).toBe(`${gzipped} is not an Outreach MIS backup.`);
  });

  it('refuses a file of the upload folder that is not the picture its name says', async () => {
    const entries = await entriesOf(here.backup);
    const cases = [
      { name: `uploads/${photoName('png')}`, data: Buffer.from('<script>alert(1)</script>') },
      { name: `uploads/${photoName('jpg')}`, data: await pngImage(4, 4) },
      { name: 'uploads/notes.png', data: await pngImage(4, 4) },
    ];
    for (const [i, entry] of cases.entries()) {
      const file = await packed(path.join(crafted, `not-a-photo-${i}.tar.gz`), [...entries, entry]);
      expect((await refusal(file)).message).toBe(
        `${file} holds ${entry.name}, which is not a JPEG, PNG or WebP photo.`,
      );
    }
  });

  it("refuses another installation's backup unless confirmed, then restores it", async () => {
    const other = await installation();
    const refused = await refusal(other.backup);
    expect(refused).toBeInstanceOf(ForeignBackupError);
    expect(refused.message).toMatch(
      new RegExp(
        `^${other.backup} is a backup of another installation \\(taken \\S+\\): restoring it would replace every account and record here\\.$`,
      ),
    );
    const asked: string[] = [];
    await restoreBackup(other.backup, here.dataDir, {
      confirmForeign: async (about) => (asked.push(about.installation), true),
    });
    expect(asked).toHaveLength(1);
    // Its own backups are still this installation's: a restore keeps the data directory's id.
    await expect(restoreBackup(here.backup, here.dataDir)).resolves.toEqual({ erasedAgain: 0 });
  });

  it('restores any backup into a data directory that holds no database, without asking', async () => {
    const empty = tempDir();
    await expect(restoreBackup(here.backup, empty)).resolves.toEqual({ erasedAgain: 0 });
    await expect(restoreBackup(here.backup, empty)).resolves.toEqual({ erasedAgain: 0 });
  });
});
