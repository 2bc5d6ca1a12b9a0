// GET /api/master_data: every option list the client loads once at start, live rows only.
import type { ApiRoutes } from '../http/apiRoutes.ts';
import type { MasterDataCollection } from '../../resources/index.ts';
import { masterDataCollections, readCollection } from '../db/masterDataCollections.ts';

export const masterDataRoutes: ApiRoutes = (api, { db }) => {
  api.get('/master_data', async () => {
    const names = Object.keys(masterDataCollections) as MasterDataCollection[];
    const lists = await Promise.all(
      names.map(async (name) => [name, await readCollection(db, name)] as const),
    );
    return Object.fromEntries(lists);
  });
};
