// An uploaded photo checked by content and re-encoded, which drops its metadata (camera, place, time).
import { photoLimits } from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import { sniffPhotoFormat, type PhotoFormat } from './photoFormat.ts';

export const PHOTO_TYPE_MESSAGE = 'The image must be a JPEG, PNG or WebP picture.';
export const PHOTO_SIZE_MESSAGE = 'The image must be at most 2 MB.';

/** Bigger pictures than this (about 8000 x 6000) are refused before decoding: a small file can unpack huge. */
const MAX_PIXELS = 50_000_000;

/** A checked, cleaned photo waiting to be stored with its record; only the server makes these. */
export class PhotoUpload {
  constructor(
    readonly data: Buffer,
    readonly format: PhotoFormat,
  ) {}
}

/** A 422 that the form shows on the image field and the dialog shows as the message. */
export const photoError = (message: string, field: string) =>
  new HttpError(422, message, { [field]: message });

/**
 * Checks that `data` is a whole JPEG, PNG or WebP picture within the limits, then re-encodes it in its own
 * format, upright (EXIF orientation applied) and without metadata.
 */
export async function cleanPhoto(data: Buffer, field = 'image'): Promise<PhotoUpload> {
  if (data.length > photoLimits.maxBytes) throw photoError(PHOTO_SIZE_MESSAGE, field);
  const format = sniffPhotoFormat(data);
  if (!format) throw photoError(PHOTO_TYPE_MESSAGE, field);
  // Loaded with the first photo, not at start: the image library takes a third of a second to load.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) throw new Error(`content is ${decoded}, signature says ${format}`);
    const cleaned = await image
      .rotate()
      .toFormat(format, format === 'png' ? {} : { quality: 85 })
      .toBuffer();
    return new PhotoUpload(cleaned, format);
  } catch {
    throw photoError(PHOTO_TYPE_MESSAGE, field);
  }
}
