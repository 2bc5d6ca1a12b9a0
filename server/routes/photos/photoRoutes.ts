// GET /api/photo/:name: a stored photo, to signed-in staff who may read a record holding it (the auth hook guards
// every /api route).
import { photoLimits } from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { objectOf, text } from '../../openapi/routeDocs.ts';
import { mayReadPhoto } from './photoReach.ts';
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
  const photo = { docs: photoDocs, access: 'everyone' as const };
  api.get(`/${photoLimits.endpoint}/:name`, { config: photo }, async (request, reply) => {
    const { name } = request.params as { name: string };
    // A photo no record of the caller's holds is as absent as one never stored: the same 404.
    const mayRead = await mayReadPhoto(db, signedInUser(request).area, name);
    const photo = mayRead ? await readPhoto(db, name) : undefined;
    if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
    // Personal photos: kept out of shared caches and off the disk of the browser.
    return reply.type(photo.contentType).header('cache-control', 'private, no-store').send(photo.data);
  });
};
