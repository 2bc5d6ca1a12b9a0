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
const REFUSED = 'A field was refused: a message per field in `errors`';

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
  const written = { multipart: resource.multipart, failures: { 409: 'Duplicate', 422: REFUSED } as const };
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
      failures: { ...written.failures, 404: NOT_FOUND },
      params: idParams,
      body: bodySchemaOf(resource, 'edit'),
      answer: objectOf({ message: { const: texts.updated } }),
    },
    delete: {
      tag,
      summary: `Deletes a ${tag} (a GET, as the contract has it)`,
      params: idParams,
      answer: { ...messageAnswer, properties: { message: { const: texts.deleted } } },
      failures: {
        404: NOT_FOUND,
        409: 'Refused: live records name it ("Used by 2 drivers."), or a rule of the resource (the last administrator)',
      },
    },
  };
}
