// GET /api/photo/:name: a stored photo, to signed-in staff only (the auth hook guards every /api route).
import { photoLimits } from '../../../resources/index.ts';
import type { ApiRoutes } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { objectOf, text } from '../../openapi/routeDocs.ts';
import { readPhoto } from './photoStore.ts';

export const PHOTO_NOT_FOUND_MESSAGE = 'No such photo.';

const photoDocs = {
  tag: 'photo',
  summary: "A driver's or health worker's photo, by the name its record holds",
  params: objectOf({ name: text }),
  answer: {
    content: Object.fromEntries(
      photoLimits.accept.split(',').map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  },
  failures: { 404: PHOTO_NOT_FOUND_MESSAGE },
};

export const photoRoutes: ApiRoutes = (api, { db }) => {
  api.get(`/${photoLimits.endpoint}/:name`, { config: { docs: photoDocs } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const photo = await readPhoto(db, name);
    if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
    // Personal photos: kept out of shared caches and off the disk of the browser.
    return reply.type(photo.contentType).header('cache-control', 'private, no-store').send(photo.data);
  });
};
