// What the API reference says of a resource's five routes, from its config: endpoints, fields, texts, columns.
import {
  commonTexts,
  PAGE_PARAMS,
  sortFieldsOf,
  TOTAL_COUNT_HEADER,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { bodySchemaOf, jsonSchemaOf, rowSchemaOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import { idParams, messageAnswer, objectOf, type RouteDocs } from '../../openapi/routeDocs.ts';
import { pageQuerySchema } from './pageRequest.ts';

const NOT_FOUND = 'No such record, or it was deleted';
const REFUSED =
  'A field was refused: a message per field in `errors` (a code another record holds: "This code is already used."); ' +
  'or the Idempotency-Key was sent with another request';
const BAD_HEADER =
  'An Idempotency-Key that is not 1 to 255 printable characters, or an If-Match that is no entity tag';
const CHANGED =
  'If-Match names an older version: `record` holds the record as it is now, the ETag header its version';

/** The headers a write reads (docs/api.md: Writes made once, edits that overwrite no one). */
const keyHeader = {
  'idempotency-key': {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    description:
      'A key per intended write: a retry with it replays the first answer (Idempotent-Replayed: true)',
  },
};
const ifMatchHeader = {
  'if-match': {
    type: 'string',
    description: 'The record\'s ETag as read ("3"), or *: 412 when it changed since',
  },
};
/** The record's version as its ETag: `"3"`. */
const etagHeader = { etag: { type: 'string', description: 'The record\'s version, quoted ("3")' } };

/** The page parameters, none required: a list call without any answers the whole list. */
function pageQueryOf(resource: ResourceConfig): JsonSchema {
  const sortFields = sortFieldsOf(resource);
  const { required: _all, properties, ...query } = jsonSchemaOf(pageQuerySchema(sortFields));
  // What the zod checks say in refinements, which JSON Schema cannot carry.
  const refined = { _sort: { enum: sortFields, default: 'id' }, _order: { enum: ['ASC', 'DESC'] } };
  return { ...query, properties: { ...(properties as object), ...refined } };
}

/**
 * The docs of the list, get, add, edit and delete routes of a resource (SPEC 7's paths, deletes by GET).
 * @example crudDocs(project).add.body // the add body's JSON Schema, required: ['project_name', ...]
 */
export function crudDocs(resource: ResourceConfig): Record<keyof ResourceConfig['endpoints'], RouteDocs> {
  const { name: tag, texts } = resource;
  const row = rowSchemaOf(resource);
  const written = {
    multipart: resource.multipart,
    headers: objectOf(keyHeader, ['idempotency-key']),
    answerHeaders: etagHeader,
    failures: { 400: BAD_HEADER, 409: 'Duplicate', 422: REFUSED } as const,
  };
  const checked = objectOf({ ...keyHeader, ...ifMatchHeader }, ['idempotency-key', 'if-match']);
  return {
    list: {
      tag,
      summary: `Every ${tag} record, or one page of them`,
      description: `With any of ${PAGE_PARAMS.join(', ')}: one page, the rows found in ${TOTAL_COUNT_HEADER}.`,
      querystring: pageQueryOf(resource),
      answer: { type: 'array', items: row },
      failures: { 400: 'A page parameter was refused' },
    },
    get: {
      tag,
      summary: `One ${tag} record, as a one-element array`,
      params: idParams,
      answerHeaders: etagHeader,
      answer: { type: 'array', items: row, minItems: 1, maxItems: 1 },
      failures: { 404: NOT_FOUND },
    },
    add: {
      tag,
      summary: `Adds a ${tag}`,
      ...written,
      body: bodySchemaOf(resource, 'create'),
      answer: objectOf({
        message: { const: commonTexts.addedTitle },
        subMessage: { const: texts.added },
        id: { type: 'integer' },
      }),
    },
    edit: {
      tag,
      summary: `Changes a ${tag}`,
      ...written,
      headers: checked,
      failures: { ...written.failures, 404: NOT_FOUND, 412: CHANGED },
      params: idParams,
      body: bodySchemaOf(resource, 'edit'),
      answer: objectOf({ message: { const: texts.updated } }),
    },
    delete: {
      tag,
      summary: `Deletes a ${tag} (a GET, as the contract has it)`,
      params: idParams,
      headers: checked,
      answer: { ...messageAnswer, properties: { message: { const: texts.deleted } } },
      failures: {
        400: BAD_HEADER,
        404: NOT_FOUND,
        412: CHANGED,
        409: 'Refused: live records name it ("Used by 2 drivers."), or a rule of the resource (the last administrator)',
      },
    },
  };
}
