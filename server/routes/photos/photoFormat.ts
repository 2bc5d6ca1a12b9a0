// The picture formats a photo may be, told apart by their first bytes (never by file name or content type).

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export const photoExtensions: Record<PhotoFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const photoContentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format whose signature `data` starts with, or undefined (SVG, GIF, text, anything else). */
export function sniffPhotoFormat(data: Uint8Array): PhotoFormat | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}
