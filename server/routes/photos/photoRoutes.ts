// GET /api/photo/:name: a stored photo, to signed-in staff who may read a record holding it (the auth hook guards
// every /api route); with ?size=thumb, the same photo as a small thumbnail for lists and cards.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoLimits } from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { readWith } from '../../http/ownRefusal.ts';
import { routeSchema, type RouteSpec } from '../../openapi/routeSchema.ts';
import { mayReadPhoto } from './photoReach.ts';
import { photoThumbnail, THUMBNAIL_TYPE } from './photoThumbnail.ts';
import { isPhotoName, readPhoto } from './photoStore.ts';

export const PHOTO_NOT_FOUND_MESSAGE = 'No such photo.';

/** A name the server makes for a photo, else the 404 of a photo not stored. */
const photoNamed = (name: string) => {
  if (!isPhotoName(name)) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
  return name;
};

const photoSpec = {
  tag: 'photo',
  summary: "A driver's or health worker's photo, by the name its record holds",
  params: z.object({
    name: z
      .string()
      .meta({ description: 'The name the record holds (32 hex digits and the format: <hex>.jpg)' })
      .transform(readWith(photoNamed)),
  }),
  querystring: z.object({
    size: z
      .literal(photoLimits.thumbnail.size)
      .optional()
      .meta({
        description: `${photoLimits.thumbnail.size}: the photo as a ${photoLimits.thumbnail.pixels} px square WebP, for lists`,
      }),
  }),
  // The bytes as stored: described by media type, never checked.
  answer: {
    content: Object.fromEntries(
      photoLimits.accept.split(',').map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  },
  answerHeaders: {
    'cache-control': { type: 'string', description: 'private, no-store: a personal photo is never cached' },
  },
  failures: {
    400: 'A size other than thumb',
    404: 'No stored photo by that name that a record the caller may read holds',
  },
} satisfies RouteSpec;

export const photoRoutes: ApiRoutes = (api, { db }) => {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const photo = { schema: routeSchema(photoSpec), config: { access: 'everyone' as const } };
  typed.get(`/${photoLimits.endpoint}/:name`, photo, async (request, reply) => {
    const { name } = request.params;
    const { size } = request.query;
    // A photo no record of the caller's holds is as absent as one never stored: the same 404.
    const mayRead = await mayReadPhoto(db, signedInUser(request).area, name);
    const photo = mayRead ? await readPhoto(db, name) : undefined;
    if (!photo) throw new HttpError(404, PHOTO_NOT_FOUND_MESSAGE);
    // Personal photos: kept out of shared caches and off the disk of the browser.
    reply.header('cache-control', 'private, no-store');
    if (size) return reply.type(THUMBNAIL_TYPE).send(await photoThumbnail(photo.data));
    return reply.type(photo.contentType).send(photo.data);
  });
};
