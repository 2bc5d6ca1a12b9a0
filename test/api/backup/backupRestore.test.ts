// A backup brings back every record and photo into a data directory that was lost; a file that is not a whole
// backup of ours is refused with one clear line, and the current data stays as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { driver, RecordOf } from '../../../resources/index.ts';
import { backUpDataDir } from '../../../server/backup/backUpDataDir.ts';
import { BackupFileError } from '../../../server/backup/readBackupArchive.ts';
import { restoreBackup } from '../../../server/backup/restoreBackup.ts';
import { uploadsDir } from '../../../server/routes/photos/diskPhotos.ts';
import { formOf, validFieldWorker, validSite } from '../fieldOps/fieldOpsServer.ts';
import { blob, pngImage } from '../fieldOps/testImages.ts';
import { startDataDirServer, type DataDirServer } from './dataDirServer.ts';
import { snapshot } from './dataSnapshot.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-restore-'));
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-backups-'));
afterAll(() => [dataDir, backupDir].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const json = async (answer: Promise<Response>) => (await answer).json();
async function photoBytes(server: DataDirServer, name: string): Promise<Buffer> {
  const answer = await server.call(`photo/${name}`);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe('a backup of the embedded database and its photos', () => {
  /** A photo file as an older version kept them, in the upload folder. */
  const folderPhoto = `${'ab'.repeat(16)}.png`;
  const before = {
    sites: [] as unknown[],
    drivers: [] as RecordOf<typeof driver>[],
    photos: new Map<string, Buffer>(),
  };
  let backupFile = '';

  beforeAll(async () => {
    const server = await startDataDirServer(dataDir);
    try {
      const site = await json(server.call('sites_add', validSite()));
      const driver = await json(server.call('drivers_add', formOf(validFieldWorker('driver_name', site.id))));
      const photo = [blob(await pngImage(8, 6), 'image/png'), 'face.png'];
      const edited = await server.call(
        `drivers_edit/${driver.id}`,
        formOf(validFieldWorker('driver_name', site.id, { image: photo })),
      );
      expect(edited.status).toBe(200);
      before.sites = await json(server.call('sites'));
      before.drivers = await json(server.call('drivers'));
      const image = String(before.drivers[0].image);
      expect(image).toMatch(/^[0-9a-f]{32}\.(png|jpg|webp)$/);
      before.photos.set(image, await photoBytes(server, image));
      fs.mkdirSync(uploadsDir(dataDir), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir(dataDir), folderPhoto), await pngImage(4, 4));
      before.photos.set(folderPhoto, fs.readFileSync(path.join(uploadsDir(dataDir), folderPhoto)));
    } finally {
      await server.close();
    }
    backupFile = await backUpDataDir(dataDir, { backupDir, keep: 14, maxAgeDays: 45 });
  });

  it('restores every record and photo into a data directory that was lost', async () => {
    fs.rmSync(dataDir, { recursive: true });
    // What a restore killed half way left behind: its scratch copy goes with the next restore.
    const left = path.join(dataDir, '.restoring-killed', 'pgdata');
    fs.mkdirSync(left, { recursive: true });
    fs.writeFileSync(path.join(left, 'PG_VERSION'), '17');
    await restoreBackup(backupFile, dataDir);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restoring-'))).toEqual([]);
    expect(fs.readFileSync(path.join(uploadsDir(dataDir), folderPhoto))).toEqual(
      before.photos.get(folderPhoto),
    );
    const server = await startDataDirServer(dataDir);
    try {
      expect(await json(server.call('sites'))).toEqual(before.sites);
      expect(await json(server.call('drivers'))).toEqual(before.drivers);
      for (const [name, bytes] of before.photos) expect(await photoBytes(server, name)).toEqual(bytes);
    } finally {
      await server.close();
    }
  });

  it('refuses a truncated file and foreign files, and leaves the current data as it was', async () => {
    const whole = fs.readFileSync(backupFile);
    const truncated = path.join(backupDir, 'truncated.tar.gz');
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const picture = path.join(backupDir, 'picture.png');
    fs.writeFileSync(picture, await pngImage());
    const otherGzip = path.join(backupDir, 'notes.gz');
    fs.writeFileSync(otherGzip, zlib.gzipSync('some notes, gzipped'));
    const current = snapshot(dataDir);

    const refusal = (file: string) =>
      restoreBackup(file, dataDir).then(
        () => new Error(`${file} was restored`),
        (error: unknown) => error as Error,
      );
    const cut = await refusal(truncated);
    expect(cut).toBeInstanceOf(BackupFileError);
    expect(cut.message).toMatch(new RegExp(`^${truncated} is cut short or damaged \\([^\\n]+\\)\\.$`));
    for (const foreign of [picture, otherGzip]) {
      const refused = await refusal(foreign);
      expect(refused).toBeInstanceOf(BackupFileError);
      expect(refused.message).toBe(`${foreign} is not an Outreach MIS backup.`);
    }
    expect(snapshot(dataDir)).toEqual(current);
  });
});
