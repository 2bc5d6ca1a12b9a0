// What the two import routes say of themselves in the API reference (server/openapi).
import { resources } from '../../../resources/index.ts';
import { isImportable } from '../../../resources/csvImport/index.ts';
import type { JsonSchema } from '../../openapi/fieldSchemas.ts';
import { objectOf, text, type RouteDocs } from '../../openapi/routeDocs.ts';

const tag = 'import';
const params = objectOf({
  resource: { type: 'string', enum: resources.filter(isImportable).map((resource) => resource.name) },
});
const body = objectOf(
  {
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      description: "The file's rows: text cells keyed by the file's header (the list's column labels)",
      items: { type: 'object', additionalProperties: text },
    },
    rowNumbers: { type: 'array', items: { type: 'integer' }, description: "Each row's number in the file" },
    updateExisting: { type: 'boolean', description: 'A row whose key a live record has updates it' },
  },
  ['rowNumbers', 'updateExisting'],
);
const failures = {
  400: 'Import is off for this resource, a malformed body, or a header missing required columns',
  404: 'No such list',
  413: 'A body over 4 MB',
};
const count: JsonSchema = { type: 'integer' };

export const importCheckDocs: RouteDocs = {
  tag,
  summary: "Checks a batch of a file's rows with the resource's own rules; writes nothing",
  params,
  body,
  answer: objectOf({
    rows: {
      type: 'array',
      items: objectOf(
        {
          errors: { type: 'array', items: text },
          action: { type: 'string', enum: ['add', 'update', 'skip'] },
          reason: text,
        },
        ['reason'],
      ),
    },
    ignoredColumns: { type: 'array', items: text },
  }),
  failures,
};

export const importDocs: RouteDocs = {
  tag,
  summary: "Writes a batch of a file's valid rows in one transaction, audited",
  params,
  body,
  answer: objectOf({
    added: count,
    updated: count,
    skipped: count,
    rejected: { type: 'array', items: objectOf({ row: count, reason: text }) },
  }),
  failures,
};
