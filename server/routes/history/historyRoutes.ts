// GET /api/history/{resource}/{id}, /api/activity (a page) and /api/activity.csv (every row): the audit trail of
// the records the caller may read.
import { and, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOTAL_COUNT_HEADER, todayIso } from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import { tableOf } from '../../db/tables.ts';
import { signedInUser, type ApiRoutes, type RouteAccess } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import { NOT_FOUND_MESSAGE } from '../crud/crudRoutes.ts';
import { activityCsv } from './activityCsv.ts';
import { activityRows } from './activityRows.ts';
import { countAuditRows, readAuditRows } from './auditRows.ts';
import { readableAudit } from './auditScope.ts';
import { historyEntries } from './historyEntries.ts';
import { historySchemas } from './historySchemas.ts';

const readsResource: RouteAccess = { resourceParam: 'resource', action: 'read' };

export const historyRoutes: ApiRoutes = (api, { db }) => {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  // Deleted records have a history too; a record that never existed, or one the caller may not read, has none.
  const history = { schema: routeSchema(historySchemas.history), config: { access: readsResource } };
  typed.get('/history/:resource/:id', history, async (request) => {
    const { resource, id } = request.params;
    const { area } = signedInUser(request);
    const table = tableOf(resource.table);
    const readable = scopeWhere(area, resource.name, table, 'read');
    const [exists] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), readable));
    if (!exists) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return historyEntries(db, await readAuditRows(db, { resource: resource.name, recordId: id }));
  });

  // Every signed-in user sees the changes of the records they may read, filtered in the query itself.
  const activity = { schema: routeSchema(historySchemas.activity), config: { access: 'everyone' as const } };
  typed.get('/activity', activity, async (request, reply) => {
    const { start, end, filter: asked } = request.query;
    const filter = { ...asked, readable: readableAudit(db, signedInUser(request).area) };
    const [rows, total] = await Promise.all([
      activityRows(db, filter, start, end),
      countAuditRows(db, filter),
    ]);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  const csvRoute = {
    schema: routeSchema(historySchemas.activityCsv),
    config: { access: 'everyone' as const },
  };
  typed.get('/activity.csv', csvRoute, async (request, reply) => {
    const filter = { ...request.query, readable: readableAudit(db, signedInUser(request).area) };
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-${todayIso()}.csv"`)
      .send(activityCsv(db, filter));
  });
};
