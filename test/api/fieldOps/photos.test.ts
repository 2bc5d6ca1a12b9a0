// Photos: only real pictures up to 2 MB are kept, cleaned of metadata, and shown to signed-in staff only.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drivers, healthWorkers } from '../../../server/db/schema.ts';
import { databaseKinds } from '../testServer.ts';
import {
  startFieldOpsServer,
  validFieldWorker,
  validSite,
  type Body,
  useFieldOpsServerWithSite,
} from './fieldOpsServer.ts';
import {
  blob,
  brokenJpeg,
  jpegWithExif,
  oversizedPng,
  pngBlob,
  pngImage,
  svgImage,
  textAsJpeg,
} from './testImages.ts';

const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

describe.each(databaseKinds)('photos on the %s database', (kind) => {
  const suite = useFieldOpsServerWithSite(kind);

  const driverBody = (overrides: Body = {}) => validFieldWorker('driver_name', suite.siteId, overrides);
  const addDriver = async () => (await suite.server.send('drivers_add', driverBody())).body.id as number;
  const storedImage = async (id: number) =>
    (await suite.server.db.select({ image: drivers.image }).from(drivers).where(eq(drivers.id, id)))[0].image;
  const fetchPhoto = (name: string, token?: string) =>
    fetch(`${suite.server.url}/api/photo/${name}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('stores a PNG sent on edit under a server-made name and serves it back to a token holder', async () => {
    const id = await addDriver();
    const png = await pngImage(8, 6);
    const answer = await suite.server.send(
      `drivers_edit/${id}`,
      driverBody({ image: [blob(png, 'image/png'), 'my face.png'] }),
    );
    expect(answer.status).toBe(200);
    const name = await storedImage(id);
    expect(name).toMatch(PHOTO_NAME);
    expect((await suite.server.call(`get_driver/${id}`)).body[0]).toMatchObject({ image: name });
    const served = await fetchPhoto(String(name), suite.server.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it('serves a stored photo as a small square WebP thumbnail with ?size=thumb, never cached', async () => {
    const id = await addDriver();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    await suite.server.send(
      `drivers_edit/${id}`,
      driverBody({ image: [blob(jpeg, 'image/jpeg'), 'wide.jpg'] }),
    );
    const name = String(await storedImage(id));
    const full = await fetchPhoto(name, suite.server.token);
    const thumb = await fetchPhoto(`${name}?size=thumb`, suite.server.token);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toBe('private, no-store');
    const thumbBytes = Buffer.from(await thumb.arrayBuffer());
    expect(await sharp(thumbBytes).metadata()).toMatchObject({ format: 'webp', width: 80, height: 80 });
    expect(thumbBytes.length).toBeLessThan((await full.arrayBuffer()).byteLength / 4);
  });

  it('answers a thumbnail only as it answers the photo: 401 without a token, 404 for a name it never made', async () => {
    const id = await addDriver();
    await suite.server.send(`drivers_edit/${id}`, driverBody({ image: await pngBlob() }));
    const name = String(await storedImage(id));
    expect((await fetchPhoto(`${name}?size=thumb`)).status).toBe(401);
    const unknown = await fetchPhoto(`${'0'.repeat(32)}.png?size=thumb`, suite.server.token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No such photo.' });
  });

  it.each(['big', '', 'thumb&size=thumb', 'THUMB'])(
    'refuses ?size=%s with a 400 that names the parameter',
    async (size) => {
      const id = await addDriver();
      await suite.server.send(`drivers_edit/${id}`, driverBody({ image: await pngBlob() }));
      const answer = await fetchPhoto(`${String(await storedImage(id))}?size=${size}`, suite.server.token);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/size/);
    },
  );

  it('answers 401 for a stored photo without a token', async () => {
    const id = await addDriver();
    await suite.server.send(`drivers_edit/${id}`, driverBody({ image: await pngBlob() }));
    const response = await fetchPhoto(String(await storedImage(id)));
    expect(response.status).toBe(401);
  });

  it('answers 404 for a photo name it never made, and for any name that is no photo name', async () => {
    for (const name of [`${'0'.repeat(32)}.png`, '..%2F..%2Fetc%2Fpasswd', 'token-secret']) {
      const response = await fetchPhoto(name, suite.server.token);
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toEqual({ message: 'No such photo.' });
    }
  });

  it('strips the metadata of a JPEG it stores', async () => {
    const id = await addDriver();
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    await suite.server.send(
      `drivers_edit/${id}`,
      driverBody({ image: [blob(jpeg, 'image/jpeg'), 'camera.jpg'] }),
    );
    const name = String(await storedImage(id));
    expect(name).toMatch(/\.jpg$/);
    const stored = (await suite.server.storedPhoto(name)) as Buffer;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Secret Photographer')).toBe(false);
  });

  it('accepts a photo on add too, for a health worker', async () => {
    const body = validFieldWorker('health_worker_name', suite.siteId, { image: await pngBlob() });
    const answer = await suite.server.send('health_add', body);
    expect(answer.status).toBe(200);
    const [row] = await suite.server.db
      .select({ image: healthWorkers.image })
      .from(healthWorkers)
      .where(eq(healthWorkers.id, answer.body.id as number));
    expect(row.image).toMatch(PHOTO_NAME);
    expect(await suite.server.uploads()).toContain(row.image);
  });

  it('keeps the stored photo on an edit that sends none', async () => {
    const id = await addDriver();
    await suite.server.send(`drivers_edit/${id}`, driverBody({ image: await pngBlob() }));
    const name = await storedImage(id);
    const answer = await suite.server.send(`drivers_edit/${id}`, driverBody({ mhu: 'NO-PHOTO' }));
    expect(answer.status).toBe(200);
    expect(await storedImage(id)).toBe(name);
  });

  it('ignores an image name sent as text, so a body cannot point at another file', async () => {
    const id = await addDriver();
    const answer = await suite.server.call(
      `drivers_edit/${id}`,
      driverBody({ image: `${'a'.repeat(32)}.png` }),
    );
    expect(answer.status).toBe(200);
    expect(await storedImage(id)).toBeNull();
  });

  const badFiles: [string, () => Promise<[Blob, string]>, string][] = [
    [
      'a text file named .jpg',
      async () => [textAsJpeg(), 'photo.jpg'],
      'The image must be a JPEG, PNG or WebP picture.',
    ],
    ['an SVG', async () => [svgImage(), 'drawing.svg'], 'The image must be a JPEG, PNG or WebP picture.'],
    [
      'a JPEG that does not decode',
      async () => [brokenJpeg(), 'broken.jpg'],
      'The image must be a JPEG, PNG or WebP picture.',
    ],
    [
      'an image over 2 MB',
      async () => [blob(await oversizedPng(), 'image/png'), 'huge.png'],
      'The image must be at most 2 MB.',
    ],
  ];

  it.each(badFiles)('refuses %s on add with 422, storing nothing', async (_, file, message) => {
    const before = (await suite.server.db.select({ id: drivers.id }).from(drivers)).length;
    const uploads = await suite.server.uploads();
    const answer = await suite.server.send('drivers_add', driverBody({ image: await file() }));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message, errors: { image: message } });
    expect((await suite.server.db.select({ id: drivers.id }).from(drivers)).length).toBe(before);
    expect(await suite.server.uploads()).toEqual(uploads);
  });

  it.each(badFiles)('refuses %s on edit with 422, changing nothing', async (_, file, message) => {
    const id = await addDriver();
    const uploads = await suite.server.uploads();
    const answer = await suite.server.send(
      `drivers_edit/${id}`,
      driverBody({ mhu: 'CHANGED', image: await file() }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect((await suite.server.call(`get_driver/${id}`)).body[0]).toMatchObject({
      mhu: 'MHU-7',
      image: null,
    });
    expect(await suite.server.uploads()).toEqual(uploads);
  });

  it('refuses a file sent under another name than image', async () => {
    const before = (await suite.server.db.select({ id: drivers.id }).from(drivers)).length;
    const answer = await suite.server.send('drivers_add', driverBody({ mhu: await pngBlob() }));
    expect(answer.status).toBe(422);
    expect((await suite.server.db.select({ id: drivers.id }).from(drivers)).length).toBe(before);
  });

  it('writes no row when the photo cannot be written', async () => {
    const broken = await startFieldOpsServer(kind);
    try {
      // No photos table: every photo write fails.
      await broken.db.execute(sql`alter table photos rename to photos_elsewhere`);
      const site = (await broken.call('sites_add', validSite())).body.id as number;
      const body = validFieldWorker('driver_name', site, { image: await pngBlob() });
      const answer = await broken.send('drivers_add', body);
      expect(answer.status).toBe(500);
      expect(await broken.db.select({ id: drivers.id }).from(drivers)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
