// Small pictures made in code for the photo tests: good ones, an oversized one, and files that only pretend.
import crypto from 'node:crypto';
import sharp from 'sharp';

/** Node's Buffer types its memory as possibly shared, which Blob's types refuse; it never is here. */
export const blob = (data: Uint8Array | string, type: string) => new Blob([data as BlobPart], { type });

export const pngImage = async (width = 8, height = 6): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF metadata (a copyright and a camera), which storing must strip. */
export const jpegWithExif = async (): Promise<Buffer> =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'SpyCam' } })
    .toBuffer();

/** A real PNG over 2 MB: random pixels, stored without compression. */
export const oversizedPng = async (): Promise<Buffer> =>
  sharp(crypto.randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

export const pngBlob = async () => blob(await pngImage(), 'image/png');
export const textAsJpeg = () => blob('this is only text pretending to be a picture\n', 'image/jpeg');
export const svgImage = () =>
  blob(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
    'image/svg+xml',
  );
/** JPEG's first bytes followed by nonsense: passes a signature check, fails decoding. */
export const brokenJpeg = () =>
  blob(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...crypto.randomBytes(200)]), 'image/jpeg');
