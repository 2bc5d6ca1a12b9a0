// GET /api/history/{resource}/{id}, /api/activity (a page) and /api/activity.csv (every row): the audit trail.
import { eq } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER, todayIso } from '../../../resources/index.ts';
import { tableOf } from '../../db/tables.ts';
import type { ApiRoutes } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { NOT_FOUND_MESSAGE } from '../crud/crudRoutes.ts';
import { activityCsv } from './activityCsv.ts';
import { activityFilterOf, activityPageOf } from './activityQuery.ts';
import { activityRows } from './activityRows.ts';
import { countAuditRows, readAuditRows } from './auditRows.ts';
import { activityCsvDocs, activityDocs, historyDocs } from './historyDocs.ts';
import { historyEntries } from './historyEntries.ts';
import { recordParams } from './resourceParams.ts';

export const historyRoutes: ApiRoutes = (api, { db }) => {
  // Deleted records have a history too; a record that never existed has none to show.
  api.get('/history/:resource/:id', { config: { docs: historyDocs } }, async (request) => {
    const { resource, id } = recordParams(request);
    const table = tableOf(resource.table);
    const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!exists) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return historyEntries(db, await readAuditRows(db, { resource: resource.name, recordId: id }));
  });

  api.get('/activity', { config: { docs: activityDocs } }, async (request, reply) => {
    const { filter, start, end } = activityPageOf(request.query);
    const [rows, total] = await Promise.all([
      activityRows(db, filter, start, end),
      countAuditRows(db, filter),
    ]);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  api.get('/activity.csv', { config: { docs: activityCsvDocs } }, async (request, reply) => {
    const csv = activityCsv(db, activityFilterOf(request.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-${todayIso()}.csv"`)
      .send(csv);
  });
};
