// GET /api/bin (deleted records, a page) and POST /api/restore/{resource}/{id}: the restore bin.
import { z } from 'zod';
import {
  historyTexts,
  MAX_HISTORY_PAGE_ROWS,
  resources,
  TOTAL_COUNT_HEADER,
} from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { holdReferenceData } from '../crud/heldReferenceData.ts';
import { listVersionsOf } from '../crud/listVersions.ts';
import { binPage } from './binRows.ts';
import { recordParams } from './resourceParams.ts';
import { restoreRecord } from './restoreRecord.ts';

const position = (name: string) =>
  z
    .string({ error: `${name} must be given once` })
    .regex(/^\d{1,9}$/, `${name} must be a whole number from 0 to 999999999`)
    .transform(Number);

const names = resources.map((resource) => resource.name);

const binQuery = z
  .strictObject(
    {
      resource: z
        .string({ error: 'resource must be given once' })
        .refine((name) => name === '' || names.includes(name), `resource must be one of ${names.join(', ')}`)
        .default(''),
      _start: position('_start').default(0),
      _end: position('_end').default(50),
    },
    { error: 'Unknown parameter: the bin takes resource, _start, _end' },
  )
  .refine((q) => q._end > q._start && q._end - q._start <= MAX_HISTORY_PAGE_ROWS, {
    path: ['_end'],
    message: `_end must be more than _start, by at most ${MAX_HISTORY_PAGE_ROWS}`,
  });

export const binRoutes: ApiRoutes = (api, { db, config }) => {
  const writersElsewhere = Boolean(config.databaseUrl);
  const deps = {
    db,
    versions: listVersionsOf(db, writersElsewhere),
    referenceData: holdReferenceData(db, writersElsewhere),
  };

  api.get('/bin', async (request, reply) => {
    const parsed = binQuery.safeParse(request.query ?? {});
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new HttpError(400, issue.message, { [String(issue.path[0] ?? 'query')]: issue.message });
    }
    const { resource, _start, _end } = parsed.data;
    const { rows, total } = await binPage(db, resource || undefined, _start, _end);
    return reply.header(TOTAL_COUNT_HEADER, String(total)).send(rows);
  });

  api.post('/restore/:resource/:id', async (request) => {
    const { resource, id } = recordParams(request);
    await restoreRecord(deps, resource, id, signedInUser(request));
    return { message: historyTexts.restored };
  });
};
