// A stored photo made small for lists and cards: a list of 25 people fetches 25 of these, a few kilobytes each,
// rather than 25 pictures of up to 2 MB. Made on each request and never kept: an erased photo leaves no copy.
import { photoLimits } from '../../../resources/index.ts';

/** The thumbnail's media type: WebP is the smallest of the three formats the app takes. */
export const THUMBNAIL_TYPE = 'image/webp';

/** `photo` (a stored picture, already checked and cleaned) as a square WebP, cropped to its centre. */
export async function photoThumbnail(photo: Buffer): Promise<Buffer> {
  // Loaded with the first photo, not at start, as cleanPhoto does.
  const { default: sharp } = await import('sharp');
  const { pixels } = photoLimits.thumbnail;
  return sharp(photo).resize(pixels, pixels, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
}
