// POST /api/import/{resource}/check and POST /api/import/{resource}: a CSV file's rows, sent by the import
// screen in batches, checked with the resource's own rules and written through its store.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ResourceConfig } from '../../../resources/index.ts';
import { matchHeader } from '../../../resources/csvImport/index.ts';
import { signedInUser } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { answered } from '../../http/idempotency.ts';
import type { Database } from '../../db/connection.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import { checkRows } from './checkRows.ts';
import { importBatch, type ImportSummary, type Store } from './importBatch.ts';
import { headerOf, IMPORT_BODY_LIMIT, type ImportBody } from './importRequest.ts';
import { importSchemas } from './importSchemas.ts';

/** Each resource's config and store, by resource name (the name in the path). */
export type Importers = Map<string, { resource: ResourceConfig; store: Store }>;

/** The file's header matched with the list's columns: 400 when it lacks the columns the list needs. */
function headerMatchOf(resource: ResourceConfig, body: ImportBody) {
  const match = matchHeader(resource, headerOf(body.rows));
  if (match.problem) throw new HttpError(400, match.problem);
  return match;
}

/** Registers both calls in the /api scope (the auth hook and the access policy guard them). */
export function registerImportRoutes(api: FastifyInstance, db: Database, importers: Importers) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const schemas = importSchemas(importers);
  // Adding records is the right an import asks for; an update also needs the edit right on the record.
  const config = { access: { resourceParam: 'resource', action: 'add' } as const };
  const bodyLimit = IMPORT_BODY_LIMIT;

  typed.post(
    '/import/:resource/check',
    { bodyLimit, schema: routeSchema(schemas.check), config },
    async (request) => {
      const [{ resource }, body] = [request.params.resource, request.body];
      const match = headerMatchOf(resource, body);
      const rows = await checkRows(db, resource, match, body, signedInUser(request).area);
      return {
        rows: rows.map(({ errors, action, reason }) =>
          reason ? { errors, action, reason } : { errors, action },
        ),
        ignoredColumns: match.ignored,
      };
    },
  );

  typed.post(
    '/import/:resource',
    { bodyLimit, schema: routeSchema(schemas.write), config },
    async (request, reply) => {
      const [{ resource, store }, body] = [request.params.resource, request.body];
      const match = headerMatchOf(resource, body);
      const summarised = (summary: ImportSummary) => ({ body: summary });
      return answered(request, reply, body, summarised, ({ once }) =>
        importBatch(store, resource, match, body, signedInUser(request), request.log, once),
      );
    },
  );
}
