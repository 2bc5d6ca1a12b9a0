// GET /api/master_data: every option list the client loads once at start, live rows only, narrowed to the
// signed-in user's area (their state's locations, the records they may read).
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import type { MasterDataCollection } from '../../resources/index.ts';
import { masterDataCollections, readCollection } from '../db/masterDataCollections.ts';
import { routeSchema } from '../openapi/routeSchema.ts';

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
  answer: z.object(collectionRows),
});

export const masterDataRoutes: ApiRoutes = (api, { db }) => {
  // Not cached: each answer is the caller's own (a cache would have to be keyed by scope).
  api.get('/master_data', { schema: masterData, config: { access: 'everyone' } }, async (request) => {
    const { area } = signedInUser(request);
    const names = Object.keys(masterDataCollections) as MasterDataCollection[];
    const lists = await Promise.all(
      names.map(async (name) => [name, await readCollection(db, name, area)] as const),
    );
    return Object.fromEntries(lists);
  });
};
