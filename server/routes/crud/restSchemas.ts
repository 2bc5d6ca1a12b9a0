// The schemas of a resource's REST facade routes (docs/decisions/029-rest-facade.md), from its config and the
// contract's schemas of the same records: the bodies, the row, the headers written and read.
import {
  CONTENT_RANGE_HEADER,
  filterFieldsOf,
  MAX_PAGE_ROWS,
  PAGE_PARAMS,
  SIMPLE_REST_PARAMS,
  sortFieldsOf,
  TOTAL_COUNT_HEADER,
  toPayload,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { z } from 'zod';
import { bodyJsonOf, bodySchemaOf, rowOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import { queryReadBy, type AnswerHeaders, type RouteSpec } from '../../openapi/routeSchema.ts';
import { crudSchemas, listEtagHeader } from './crudSchemas.ts';
import { restPageOf } from './restQuery.ts';

const text = { type: 'string' };
const countHeaders: AnswerHeaders = {
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
    _sort: { type: 'string', enum: sortFieldsOf(resource) },
    _order: { type: 'string', enum: ['ASC', 'DESC'] },
    q: { ...text, maxLength: 200 },
  };
  for (const field of filterFieldsOf(resource))
    properties[field] = { description: `Rows whose ${field} is this value (repeat it for several)` };
  return { type: 'object', properties };
}

const isObject = (body: unknown): body is Values =>
  body !== null && typeof body === 'object' && !Array.isArray(body);

/**
 * The body's fields in either key of a field (a row's `start_date`, the form's `startDate`) as the contract's body
 * keys them; what is no field (`id`, `version`) is left out. A body that is no object goes to the checks as it
 * is, which refuse it as the contract's do; no body is an empty one.
 */
const fieldsOf = (resource: ResourceConfig, body: unknown) =>
  isObject(body) ? toPayload(resource, body) : (body ?? {});

/** An edit's fields, any of them: laid over the stored record and checked whole by the handler, in its transaction. */
function partialBodyOf(resource: ResourceConfig) {
  const { required: _none, ...description } = bodyJsonOf(resource, 'edit');
  return z
    .preprocess((body) => fieldsOf(resource, body), z.record(z.string(), z.unknown()))
    .meta(description);
}

/**
 * The schemas of the facade's list, get, add, edit and delete, beside the contract's of the same resource.
 * @example restSchemas(project).edit.summary // 'Changes a project: the fields given, over the stored ones'
 */
export function restSchemas(resource: ResourceConfig) {
  const contract = crudSchemas(resource);
  const row = rowOf(resource);
  const tag = `${resource.name} (REST)`;
  const params = SIMPLE_REST_PARAMS.join(', ');
  return {
    list: {
      tag,
      summary: `${resource.name} records, one page, in ra-data-simple-rest's or json-server's terms`,
      description:
        `${params} (simple REST), or ${PAGE_PARAMS.join(', ')} and field filters (json-server); without a range ` +
        `the first ${MAX_PAGE_ROWS} rows. Without any parameter: every row, with an ETag to revalidate.`,
      querystring: queryReadBy((query) => restPageOf(resource, query), restQueryOf(resource)),
      answerHeaders: { ...countHeaders, ...listEtagHeader },
      answer: z.array(row),
      notModified: contract.list.notModified,
      failures: { 400: 'A parameter was refused: an unknown one, a bad range, sort or filter' },
    },
    get: { ...contract.get, tag, summary: `One ${resource.name} record`, answer: row },
    add: {
      ...contract.add,
      tag,
      summary: `Adds a ${resource.name}: the record as stored`,
      body: z.preprocess((body) => fieldsOf(resource, body), bodySchemaOf(resource, 'create')),
      answerStatus: 201 as const,
      answer: row,
    },
    edit: {
      ...contract.edit,
      tag,
      summary: `Changes a ${resource.name}: the fields given, over the stored ones`,
      body: partialBodyOf(resource),
      answer: row,
    },
    delete: {
      ...contract.delete,
      tag,
      summary: `Deletes a ${resource.name}: the record as it was`,
      answer: row,
    },
  } satisfies Record<keyof ResourceConfig['endpoints'], RouteSpec>;
}
