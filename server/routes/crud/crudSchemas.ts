// The schemas of a resource's five contract routes, from its config: what each takes (checked by Fastify before
// the handler) and answers, which the API document shows (docs/decisions/030-route-schemas.md).
import { z } from 'zod';
import {
  commonTexts,
  PAGE_PARAMS,
  sortFieldsOf,
  TOTAL_COUNT_HEADER,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { idempotencyKeyHeader } from '../../http/idempotency.ts';
import { ifMatchHeader } from '../../http/preconditions.ts';
import { bodySchemaOf, jsonSchemaOf, rowOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import {
  queryReadBy,
  recordIdParams,
  type AnswerHeaders,
  type RouteSpec,
} from '../../openapi/routeSchema.ts';
import { pageQuerySchema, pageRequestOf } from './pageRequest.ts';

const NOT_FOUND = 'No such record, or it was deleted';
const REFUSED =
  'A field was refused: a message per field in `errors` (a code another record holds: "This code is already used."); ' +
  'or the Idempotency-Key was sent with another request';
const BAD_HEADER =
  'An Idempotency-Key that is not 1 to 255 printable characters, or an If-Match that is no entity tag';
const CHANGED =
  'If-Match names an older version: `record` holds the record as it is now, the ETag header its version';
const NOT_MODIFIED = 'The list is as the If-None-Match ETag says: no body';

/** The headers a write reads (docs/api.md: Writes made once, edits that overwrite no one); any other goes by. */
export const writeHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyHeader.optional() });
export const checkedWriteHeaders = writeHeaders.extend({ 'if-match': ifMatchHeader.optional() });

/** The record's version as its ETag: `"3"`. */
export const etagHeader: AnswerHeaders = {
  etag: { type: 'string', description: 'The record\'s version, quoted ("3")' },
};
/** A 412 carries the record's current version as its ETag. */
const changed = { meaning: CHANGED, headers: etagHeader };

/** A list's version as its ETag, to revalidate with If-None-Match. */
export const listEtagHeader: AnswerHeaders = {
  etag: { type: 'string', description: "The list's version: send it as If-None-Match for a 304" },
};

/**
 * The page parameters as JSON Schema, the same for every resource: a resource's sort fields are a refinement, which
 * JSON Schema cannot carry (each resource's `_sort` is added below). Made once: the conversion cost a start about
 * 2.5 ms a resource.
 */
let pageQueryJson: JsonSchema | undefined;

/** The page parameters, none required: a list call without any answers the whole list. */
function pageQueryOf(resource: ResourceConfig): JsonSchema {
  const sortFields = sortFieldsOf(resource);
  pageQueryJson ??= jsonSchemaOf(pageQuerySchema([]));
  const { required: _all, properties, ...query } = pageQueryJson;
  // What the zod checks say in refinements, which JSON Schema cannot carry.
  const refined = {
    _sort: { type: 'string', enum: sortFields, default: 'id' },
    _order: { type: 'string', enum: ['ASC', 'DESC'] },
  };
  return { ...query, properties: { ...(properties as object), ...refined } };
}

/**
 * The schemas of the list, get, add, edit and delete routes of a resource (SPEC 7's paths, deletes by GET).
 * @example crudSchemas(project).add.body // refuses {} with { project_name: 'Project name is required', ... }
 */
export function crudSchemas(resource: ResourceConfig) {
  const { name: tag, texts } = resource;
  const row = rowOf(resource);
  const written = {
    multipart: resource.multipart,
    headers: writeHeaders,
    answerHeaders: etagHeader,
    failures: { 400: BAD_HEADER, 409: 'Duplicate', 422: REFUSED } as const,
  };
  return {
    list: {
      tag,
      summary: `Every ${tag} record, or one page of them`,
      description: `With any of ${PAGE_PARAMS.join(', ')}: one page, the rows found in ${TOTAL_COUNT_HEADER}.`,
      querystring: queryReadBy((query) => pageRequestOf(resource, query), pageQueryOf(resource)),
      answer: z.array(row),
      answerHeaders: {
        ...listEtagHeader,
        [TOTAL_COUNT_HEADER]: { type: 'string', description: 'On a page: the rows found' },
      },
      notModified: NOT_MODIFIED,
      failures: { 400: 'A page parameter was refused' },
    },
    get: {
      tag,
      summary: `One ${tag} record, as a one-element array`,
      params: recordIdParams,
      answerHeaders: etagHeader,
      answer: z.array(row).length(1),
      failures: { 404: NOT_FOUND },
    },
    add: {
      tag,
      summary: `Adds a ${tag}`,
      ...written,
      body: bodySchemaOf(resource, 'create'),
      answer: z.object({
        message: z.literal(commonTexts.addedTitle),
        subMessage: z.literal(texts.added),
        id: z.int(),
      }),
    },
    edit: {
      tag,
      summary: `Changes a ${tag}`,
      ...written,
      headers: checkedWriteHeaders,
      failures: { ...written.failures, 404: NOT_FOUND, 412: changed },
      params: recordIdParams,
      body: bodySchemaOf(resource, 'edit'),
      answer: z.object({ message: z.literal(texts.updated) }),
    },
    delete: {
      tag,
      summary: `Deletes a ${tag} (a GET, as the contract has it)`,
      params: recordIdParams,
      headers: checkedWriteHeaders,
      answer: z.object({ message: z.literal(texts.deleted) }),
      failures: {
        400: BAD_HEADER,
        404: NOT_FOUND,
        412: changed,
        409: 'Refused: live records name it ("Used by 2 drivers."), or a rule of the resource (the last administrator)',
      },
    },
  } satisfies Record<keyof ResourceConfig['endpoints'], RouteSpec>;
}
