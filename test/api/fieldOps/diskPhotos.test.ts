// Photos an older version kept in DATA_DIR/uploads are moved into the database at start, once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importDiskPhotos } from '../../../server/routes/photos/diskPhotos.ts';
import { databaseKinds, startTestServer, type TestServer } from '../testServer.ts';
import { jpegWithExif, pngImage } from './testImages.ts';

const pngName = `${'ab'.repeat(16)}.png`;
const jpegName = `${'cd'.repeat(16)}.jpg`;

describe.each(databaseKinds)('photos left on disk, on the %s database', (kind) => {
  let dataDir: string;
  let uploads: string;
  let server: TestServer | undefined;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outreach-disk-photos-'));
    uploads = path.join(dataDir, 'uploads');
    await fs.mkdir(uploads);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const served = async (name: string) => {
    const token = await server!.login();
    const response = await fetch(`${server!.url}/api/photo/${name}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
  };

  it('serves them after a start and removes them from disk, with the folder', async () => {
    const [png, jpeg] = [await pngImage(4, 3), await jpegWithExif()];
    await fs.writeFile(path.join(uploads, pngName), png);
    await fs.writeFile(path.join(uploads, jpegName), jpeg);
    await fs.writeFile(path.join(uploads, `.${'ef'.repeat(16)}.png.part`), 'half a photo');
    server = await startTestServer(kind, { dataDir });
    expect(await served(pngName)).toEqual({ type: 'image/png', data: png });
    expect(await served(jpegName)).toEqual({ type: 'image/jpeg', data: jpeg });
    await expect(fs.stat(uploads)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('imports each photo once, keeps the stored one, and leaves files it never made', async () => {
    const png = await pngImage(4, 3);
    await fs.writeFile(path.join(uploads, pngName), png);
    await fs.writeFile(path.join(uploads, 'notes.txt'), 'not a photo');
    server = await startTestServer(kind, { dataDir });
    expect(await fs.readdir(uploads)).toEqual(['notes.txt']);
    await fs.writeFile(path.join(uploads, pngName), await pngImage(9, 9));
    expect(await importDiskPhotos(server.db, dataDir)).toBe(0);
    expect(await served(pngName)).toEqual({ type: 'image/png', data: png });
    expect(await fs.readdir(uploads)).toEqual(['notes.txt']);
  });
});
