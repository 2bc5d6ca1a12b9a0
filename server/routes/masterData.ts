// GET /api/master_data: every option list the client loads once at start, live rows only.
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { masterDataCollections } from '../db/masterDataCollections.ts';

export const masterDataRoutes: ApiRoutes = (api, { db }) => {
  api.get('/master_data', async () => {
    const lists = await Promise.all(
      Object.entries(masterDataCollections).map(async ([name, { table, columns, live, order }]) => {
        const rows = await db
          .select(columns)
          .from(table)
          .where(live)
          .orderBy(...order);
        return [name, rows] as const;
      }),
    );
    return Object.fromEntries(lists);
  });
};
