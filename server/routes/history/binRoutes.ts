// GET /api/bin (deleted records, a page) and POST /api/restore/{resource}/{id}: the restore bin.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { historyTexts, TOTAL_COUNT_HEADER } from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { answered } from '../../http/idempotency.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import { storeDepsOf } from '../crud/store.ts';
import { binPage } from './binRows.ts';
import { historySchemas } from './historySchemas.ts';
import { restoreRecord } from './restoreRecord.ts';

export const binRoutes: ApiRoutes = (api, { db, config }) => {
  const deps = storeDepsOf(db, config.databaseUrl);
  const typed = api.withTypeProvider<ZodTypeProvider>();

  // Everyone sees the deleted records they may restore (none when their role deletes nothing).
  const bin = { schema: routeSchema(historySchemas.bin), config: { access: 'everyone' as const } };
  typed.get('/bin', bin, async (request, reply) => {
    const { resource, _start, _end } = request.query;
    const { area } = signedInUser(request);
    const { rows, total } = await binPage(db, area, resource || undefined, _start, _end);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  const restore = {
    schema: routeSchema(historySchemas.restore),
    config: { access: { resourceParam: 'resource', action: 'delete' as const } },
  };
  const restored = () => ({ body: { message: historyTexts.restored } });
  typed.post('/restore/:resource/:id', restore, async (request, reply) => {
    const { resource, id } = request.params;
    return answered(request, reply, {}, restored, ({ once }) =>
      restoreRecord(deps, resource, id, signedInUser(request), once),
    );
  });
};
