// GET /api/bin (deleted records, a page) and POST /api/restore/{resource}/{id}: the restore bin.
import { historyTexts, TOTAL_COUNT_HEADER } from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { storeDepsOf } from '../crud/store.ts';
import { binPageOf } from './activityQuery.ts';
import { binPage } from './binRows.ts';
import { recordParams } from './resourceParams.ts';
import { binDocs, restoreDocs } from './historyDocs.ts';
import { restoreRecord } from './restoreRecord.ts';

export const binRoutes: ApiRoutes = (api, { db, config }) => {
  const deps = storeDepsOf(db, config.databaseUrl);

  api.get('/bin', { config: { docs: binDocs } }, async (request, reply) => {
    const { resource, _start, _end } = binPageOf(request.query);
    const { rows, total } = await binPage(db, resource || undefined, _start, _end);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  api.post('/restore/:resource/:id', { config: { docs: restoreDocs } }, async (request) => {
    const { resource, id } = recordParams(request);
    await restoreRecord(deps, resource, id, signedInUser(request));
    return { message: historyTexts.restored };
  });
};
