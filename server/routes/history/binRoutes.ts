// GET /api/bin (deleted records, a page) and POST /api/restore/{resource}/{id}: the restore bin.
import { historyTexts, TOTAL_COUNT_HEADER } from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { answered } from '../../http/idempotency.ts';
import { storeDepsOf } from '../crud/store.ts';
import { binPageOf } from './activityQuery.ts';
import { binPage } from './binRows.ts';
import { recordParams } from './resourceParams.ts';
import { binDocs, restoreDocs } from './historyDocs.ts';
import { restoreRecord } from './restoreRecord.ts';

export const binRoutes: ApiRoutes = (api, { db, config }) => {
  const deps = storeDepsOf(db, config.databaseUrl);

  // Everyone sees the deleted records they may restore (none when their role deletes nothing).
  api.get('/bin', { config: { docs: binDocs, access: 'everyone' } }, async (request, reply) => {
    const { resource, _start, _end } = binPageOf(request.query);
    const { area } = signedInUser(request);
    const { rows, total } = await binPage(db, area, resource || undefined, _start, _end);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  const restore = { docs: restoreDocs, access: { resourceParam: 'resource', action: 'delete' as const } };
  const restored = () => ({ body: { message: historyTexts.restored } });
  api.post('/restore/:resource/:id', { config: restore }, async (request, reply) => {
    const { resource, id } = recordParams(request);
    return answered(request, reply, {}, restored, ({ once }) =>
      restoreRecord(deps, resource, id, signedInUser(request), once),
    );
  });
};
