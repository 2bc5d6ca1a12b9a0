// GET /api/master_data: every option list the client loads once at start, live rows only, narrowed to the
// signed-in user's area (their state's locations, the records they may read). Revalidated with its ETag: a client
// holding the current answer gets a 304 that reads no row (at 20,000 projects and 20,000 sites the answer is 3 MB
// of JSON, some 600 ms of the server's time on a slow machine, and as long again for the client to keep).
import crypto from 'node:crypto';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import { resources, type MasterDataCollection } from '../../resources/index.ts';
import { accessPolicy, type Area } from '../../resources/access.ts';
import { masterDataCollections, readCollection } from '../db/masterDataCollections.ts';
import { routeSchema } from '../openapi/routeSchema.ts';
import { holdsVersion } from './crud/listReply.ts';
import { etagOf } from './crud/listVersions.ts';
import { storeDepsOf } from './crud/store.ts';

/** A column's value: its ids and flags integers, its names text. */
function valueOf(column: PgColumn): z.ZodType {
  const value = column.dataType === 'number' ? z.int() : z.string();
  // A Hindi name may be missing (an option added later): null, and the English is shown.
  return column.notNull ? value : value.nullable();
}

/** Each collection's rows, typed from the columns they are read from. */
const collectionRows = Object.fromEntries(
  Object.entries(masterDataCollections).map(([name, { columns }]) => {
    const row = Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, valueOf(column)]));
    return [name, z.array(z.object(row))];
  }),
);

const masterData = routeSchema({
  tag: 'master data',
  summary:
    'Every option list the client loads once at start (SPEC 3), live rows only: the locations of the ' +
    "user's state and the records they may read (an administrator's: all); roles and options whole",
  description:
    'On the embedded database the answer carries an ETag: sent back as If-None-Match, it is answered 304 while ' +
    "no record of the collections has changed and the user's area is the same. On PostgreSQL (an LGD import may " +
    'write beside the servers) every answer is read afresh and has none.',
  answer: z.object(collectionRows),
  answerHeaders: {
    etag: { type: 'string', description: 'The master data as answered: send it as If-None-Match for a 304' },
  },
  notModified: 'The master data is as the If-None-Match ETag says: no body',
});

const names = Object.keys(masterDataCollections) as MasterDataCollection[];
/** The registry's resources whose live records are collections: a write to one bumps its list version. */
const recordResources = resources.filter((resource) => resource.masterData).map(({ name }) => name);

const digest = (value: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/** The answer's shape: a release that adds a key to a collection answers a copy of the old shape with a 200. */
const shape = digest(names.map((name) => [name, Object.keys(masterDataCollections[name].columns)]));

/** What narrows the rows: nothing for an administrator; else the area and its role's grants. */
const narrowing = (area: Area) => (area.administrator ? 'all' : [area, accessPolicy[area.roleId]]);

export const masterDataRoutes: ApiRoutes = (api, { db, config }) => {
  const { versions, referenceData } = storeDepsOf(db, config.databaseUrl);
  /**
   * The reference collections' digest, made once: on the embedded database only the seed at start and an import with
   * the server stopped write them. Undefined on PostgreSQL (none are held).
   */
  let referenceDigest: Promise<string | undefined> | undefined;
  const referenceVersion = () =>
    (referenceDigest ??= referenceData.load().then(() => {
      const held = names.filter((name) => masterDataCollections[name].reference).map(referenceData.rows);
      return held.every(Boolean) ? digest(held) : undefined;
    }));
  /**
   * The answer's ETag: its shape, the reference data, every record collection's list version (read before its rows,
   * so an ETag is never newer than the rows it names) and what narrows them.
   */
  const etagFor = async (area: Area): Promise<string | undefined> => {
    const reference = await referenceVersion();
    if (reference === undefined) return undefined;
    const lists = await Promise.all(
      recordResources.map(async (name) => etagOf(await versions.current(name))),
    );
    return `"md-${digest([shape, reference, lists, narrowing(area)])}"`;
  };

  api.get('/master_data', { schema: masterData, config: { access: 'everyone' } }, async (request, reply) => {
    const { area } = signedInUser(request);
    const etag = await etagFor(area);
    if (etag) {
      // Personal data: revalidated on every use, never kept by a shared cache.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (holdsVersion(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    const lists = await Promise.all(
      names.map(async (name) => [name, await readCollection(db, name, area)] as const),
    );
    return Object.fromEntries(lists);
  });
};
