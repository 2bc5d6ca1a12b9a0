// What the API reference says of a resource's REST facade (docs/decisions/029-rest-facade.md), from its config
// and the contract's own docs of the same records: the bodies, the row, the headers written and read.
import {
  CONTENT_RANGE_HEADER,
  filterFieldsOf,
  MAX_PAGE_ROWS,
  PAGE_PARAMS,
  SIMPLE_REST_PARAMS,
  sortFieldsOf,
  TOTAL_COUNT_HEADER,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { rowSchemaOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import type { RouteDocs } from '../../openapi/routeDocs.ts';
import { crudDocs } from './crudDocs.ts';

const text = { type: 'string' };
const countHeaders = {
  [CONTENT_RANGE_HEADER]: { type: 'string', description: 'The rows answered and found: `site 0-9/905`' },
  [TOTAL_COUNT_HEADER]: { type: 'string', description: 'The rows found' },
};

/** Both dialects' parameters, none required; a field filter is a value or, repeated, several. */
function restQueryOf(resource: ResourceConfig): JsonSchema {
  const sortFields = sortFieldsOf(resource).join(', ');
  const properties: Record<string, JsonSchema> = {
    range: { ...text, description: `[first, last] as JSON, at most ${MAX_PAGE_ROWS} rows: [0, 9]` },
    sort: { ...text, description: `[field, "ASC" or "DESC"] as JSON; a field of ${sortFields}` },
    filter: {
      ...text,
      description: 'An object as JSON: `q` searches, a field takes a value or a list of them',
    },
    _start: { type: 'integer', minimum: 0 },
    _end: { type: 'integer', minimum: 1 },
    _sort: { enum: sortFieldsOf(resource) },
    _order: { enum: ['ASC', 'DESC'] },
    q: { ...text, maxLength: 200 },
  };
  for (const field of filterFieldsOf(resource))
    properties[field] = { description: `Rows whose ${field} is this value (repeat it for several)` };
  return { type: 'object', properties };
}

/**
 * The docs of the facade's list, get, add, edit and delete, beside the contract's of the same resource.
 * @example restDocs(project).edit.summary // 'Changes a project: the fields given, over the stored ones'
 */
export function restDocs(resource: ResourceConfig): Record<keyof ResourceConfig['endpoints'], RouteDocs> {
  const contract = crudDocs(resource);
  const row = rowSchemaOf(resource);
  const tag = `${resource.name} (REST)`;
  const params = SIMPLE_REST_PARAMS.join(', ');
  return {
    list: {
      tag,
      summary: `${resource.name} records, one page, in ra-data-simple-rest's or json-server's terms`,
      description:
        `${params} (simple REST), or ${PAGE_PARAMS.join(', ')} and field filters (json-server); without a range ` +
        `the first ${MAX_PAGE_ROWS} rows. Without any parameter: every row, with an ETag to revalidate.`,
      querystring: restQueryOf(resource),
      answerHeaders: countHeaders,
      answer: { type: 'array', items: row },
      failures: { 400: 'A parameter was refused: an unknown one, a bad range, sort or filter' },
    },
    get: { ...contract.get, tag, summary: `One ${resource.name} record`, answer: row },
    add: {
      ...contract.add,
      tag,
      summary: `Adds a ${resource.name}: the record as stored`,
      answerStatus: 201,
      answer: row,
    },
    edit: {
      ...contract.edit,
      tag,
      summary: `Changes a ${resource.name}: the fields given, over the stored ones`,
      answer: row,
    },
    delete: {
      ...contract.delete,
      tag,
      summary: `Deletes a ${resource.name}: the record as it was`,
      answer: row,
    },
  };
}
