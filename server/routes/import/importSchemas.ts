// The schemas of the two import routes: the list named in the path, the batch's body (within its own body limit)
// and the answers, checked by Fastify before the handler and shown by the API document.
import { z } from 'zod';
import { resources } from '../../../resources/index.ts';
import { importTexts, isImportable } from '../../../resources/csvImport/index.ts';
import { HttpError } from '../../http/httpError.ts';
import { readWith } from '../../http/ownRefusal.ts';
import { jsonSchemaOf } from '../../openapi/fieldSchemas.ts';
import type { RouteSpec } from '../../openapi/routeSchema.ts';
import { writeHeaders } from '../crud/crudSchemas.ts';
import { IMPORT_BODY_LIMIT, importBody, importBodyOf } from './importRequest.ts';
import type { Importers } from './importRoutes.ts';

const tag = 'import';
const listName = z.string().meta({
  enum: resources.filter(isImportable).map((resource) => resource.name),
  description: "The list's resource name",
});
/** The batch, or 400 saying what a body looks like and what is wrong with this one. */
const batchBody = z.unknown().transform(readWith(importBodyOf)).meta(jsonSchemaOf(importBody));

const failures = {
  400: 'Import is off for this list, a malformed body, or a header missing required columns',
  404: 'No such list',
  413: `A body over ${IMPORT_BODY_LIMIT / 1024 / 1024} MiB`,
};
const count = z.int().min(0);
const checkedRow = z.object({
  errors: z.array(z.string()).meta({ description: "The row's refusals; none when it can be written" }),
  action: z.enum(['add', 'update', 'skip']),
  reason: z.string().optional().meta({ description: 'Why a row without errors is skipped' }),
});

/**
 * The schemas of POST /import/{resource}/check and POST /import/{resource}; the path's list is read as its
 * importer: 404 for no such list, 400 for a list whose config turns import off.
 */
export function importSchemas(importers: Importers) {
  const importerNamed = (name: string) => {
    const importer = importers.get(name);
    if (!importer) throw new HttpError(404, importTexts.unknownResource);
    if (!isImportable(importer.resource)) throw new HttpError(400, importTexts.importOff);
    return importer;
  };
  const params = z.object({ resource: listName.transform(readWith(importerNamed)) });
  return {
    check: {
      tag,
      summary: "Checks a batch of a file's rows with the resource's own rules; writes nothing",
      params,
      body: batchBody,
      answer: z.object({ rows: z.array(checkedRow), ignoredColumns: z.array(z.string()) }),
      failures,
    },
    write: {
      tag,
      summary: "Writes a batch of a file's valid rows in one transaction, audited",
      params,
      body: batchBody,
      headers: writeHeaders,
      answer: z.object({
        added: count,
        updated: count,
        skipped: count,
        rejected: z.array(z.object({ row: z.int().min(1), reason: z.string() })),
      }),
      failures: {
        ...failures,
        400: `${failures[400]}, or an Idempotency-Key that is not 1 to 255 printable characters`,
        422: 'The Idempotency-Key was sent with another request',
      },
    },
  } satisfies Record<string, RouteSpec>;
}
