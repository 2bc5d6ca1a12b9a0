// POST /api/import/{resource}/check and POST /api/import/{resource}: a CSV file's rows, sent by the import
// screen in batches, checked with the resource's own rules and written through its store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceConfig } from '../../../resources/index.ts';
import { importTexts, isImportable, matchHeader } from '../../../resources/csvImport/index.ts';
import { signedInUser } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { answered } from '../../http/idempotency.ts';
import type { Database } from '../../db/connection.ts';
import { checkRows } from './checkRows.ts';
import { importCheckDocs, importDocs } from './importDocs.ts';
import { importBatch, type ImportSummary, type Store } from './importBatch.ts';
import { headerOf, IMPORT_BODY_LIMIT, importBodyOf } from './importRequest.ts';

/** Each resource's config and store, by resource name (the name in the path). */
export type Importers = Map<string, { resource: ResourceConfig; store: Store }>;

/** Registers both calls in the /api scope (the auth hook and the access policy guard them). */
export function registerImportRoutes(api: FastifyInstance, db: Database, importers: Importers) {
  /** The resource, body and header of a call: 404 for no such resource, 400 for a refused one or body. */
  const requestOf = (request: FastifyRequest) => {
    const { resource: name } = request.params as { resource: string };
    const importer = importers.get(name);
    if (!importer) throw new HttpError(404, importTexts.unknownResource);
    if (!isImportable(importer.resource)) throw new HttpError(400, importTexts.importOff);
    const body = importBodyOf(request.body);
    const match = matchHeader(importer.resource, headerOf(body.rows));
    if (match.problem) throw new HttpError(400, match.problem);
    return { ...importer, body, match };
  };

  // Adding records is the right an import asks for; an update also needs the edit right on the record.
  const access = { resourceParam: 'resource', action: 'add' } as const;
  api.post(
    '/import/:resource/check',
    { bodyLimit: IMPORT_BODY_LIMIT, config: { docs: importCheckDocs, access } },
    async (request) => {
      const { resource, body, match } = requestOf(request);
      const rows = await checkRows(db, resource, match, body, signedInUser(request).area);
      return {
        rows: rows.map(({ errors, action, reason }) =>
          reason ? { errors, action, reason } : { errors, action },
        ),
        ignoredColumns: match.ignored,
      };
    },
  );

  api.post(
    '/import/:resource',
    { bodyLimit: IMPORT_BODY_LIMIT, config: { docs: importDocs, access } },
    async (request, reply) => {
      const { resource, store, body, match } = requestOf(request);
      const summarised = (summary: ImportSummary) => ({ body: summary });
      return answered(request, reply, request.body, summarised, ({ once }) =>
        importBatch(store, resource, match, body, signedInUser(request), request.log, once),
      );
    },
  );
}
