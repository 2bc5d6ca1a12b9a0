// GET /api/master_data: every option list the client loads once at start, live rows only, narrowed to the
// signed-in user's area (their state's locations, the records they may read).
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import type { MasterDataCollection } from '../../resources/index.ts';
import { masterDataCollections, readCollection } from '../db/masterDataCollections.ts';
import { objectOf } from '../openapi/routeDocs.ts';

/** Each collection's rows, typed from the columns they are read from. */
const collectionRows = Object.fromEntries(
  Object.entries(masterDataCollections).map(([name, { columns }]) => {
    const keys = Object.entries(columns).map(([key, column]) => {
      const type = column.dataType === 'number' ? 'integer' : column.dataType;
      // A Hindi name may be missing (an option added later): null, and the English is shown.
      return [key, { type: column.notNull ? type : [type, 'null'] }];
    });
    return [name, { type: 'array', items: objectOf(Object.fromEntries(keys)) }];
  }),
);

const masterDataDocs = {
  tag: 'master data',
  summary:
    'Every option list the client loads once at start (SPEC 3), live rows only: the locations of the ' +
    "user's state and the records they may read (an administrator's: all); roles and options whole",
  answer: objectOf(collectionRows),
};

export const masterDataRoutes: ApiRoutes = (api, { db }) => {
  // Not cached: each answer is the caller's own (a cache would have to be keyed by scope).
  api.get('/master_data', { config: { docs: masterDataDocs, access: 'everyone' } }, async (request) => {
    const { area } = signedInUser(request);
    const names = Object.keys(masterDataCollections) as MasterDataCollection[];
    const lists = await Promise.all(
      names.map(async (name) => [name, await readCollection(db, name, area)] as const),
    );
    return Object.fromEntries(lists);
  });
};
