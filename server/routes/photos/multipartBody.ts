// Reads a multipart add/edit body: text parts as strings, the one photo part checked and cleaned in memory.
// The module augments FastifyRequest with isMultipart() and parts().
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { photoLimits, type Values } from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import { cleanPhoto, PHOTO_SIZE_MESSAGE, photoError } from './cleanPhoto.ts';

export const UNEXPECTED_FILE_MESSAGE = 'Only the image may be sent as a file.';
export const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read: please send it again.';

/** Per-request busboy limits; the file limit is one byte over the maximum, so "too big" can be told. */
const partsOptions = {
  limits: { fileSize: photoLimits.maxBytes + 1, files: 1, fields: 50, parts: 51 },
  // Read an oversized file to its end (busboy drops the rest) so the answer comes after the whole request.
  throwFileSizeLimit: false,
};

/** Every part read: text parts as strings, the photo's bytes, and the first refusal met on the way. */
async function readParts(request: FastifyRequest, fileField: string) {
  const body: Values = {};
  let photo: Buffer | undefined;
  let refusal: HttpError | undefined;
  for await (const part of request.parts(partsOptions)) {
    if (part.type === 'field') {
      body[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer();
    if (part.fieldname !== fileField) refusal ??= new HttpError(422, UNEXPECTED_FILE_MESSAGE);
    else if (part.file.truncated) refusal ??= photoError(PHOTO_SIZE_MESSAGE, fileField);
    else if (data.length) photo = data;
  }
  return { body, photo, refusal };
}

/** A body that cannot be parsed (no boundary, cut short) is the client's mistake: 400, unless it says a 4xx. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  const isClientError = typeof status === 'number' && status >= 400 && status < 500;
  return isClientError ? error : new HttpError(400, MALFORMED_MULTIPART_MESSAGE);
}

/**
 * The body of a multipart request as Values, the file part under `fileField` as a PhotoUpload; a JSON body
 * is returned as parsed. Every part is read before anything is refused, and nothing is written to disk here.
 * An empty file part counts as no file (a form may send one when nothing was chosen).
 */
export async function readMultipartBody(request: FastifyRequest, fileField = 'image'): Promise<Values> {
  if (!request.isMultipart()) return (request.body ?? {}) as Values;
  const { body, photo, refusal } = await readParts(request, fileField).catch((error: unknown) => {
    throw asClientError(error);
  });
  if (refusal) throw refusal;
  if (photo) body[fileField] = await cleanPhoto(photo, fileField);
  return body;
}
