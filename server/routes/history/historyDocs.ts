// What the history, activity and bin routes say of themselves in the API reference (server/openapi).
import { resources } from '../../../resources/index.ts';
import { jsonSchemaOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import { idParams, messageAnswer, objectOf, text, type RouteDocs } from '../../openapi/routeDocs.ts';
import { binQuery, filterSchema, pageSchema } from './activityQuery.ts';

const tag = 'history';
const resourceName: JsonSchema = { type: 'string', enum: resources.map((resource) => resource.name) };
/** `{resource}/{id}`: a config's name and a record's id. */
export const recordPathParams = objectOf({ resource: resourceName, ...(idParams.properties as object) });
const person: JsonSchema = { anyOf: [objectOf({ name: text, email: text }), { type: 'null' }] };
const changeLine = objectOf({ label: text, from: text, to: text }, ['from', 'to']);
const when: JsonSchema = { type: 'string', format: 'date-time' };
const action: JsonSchema = { type: 'string', enum: ['Added', 'Edited', 'Deleted', 'Restored'] };
const entry = { at: when, action, user: person, changes: { type: 'array', items: changeLine } };
const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const paged = 'One page, newest first; X-Total-Count says how many match.';

export const historyDocs: RouteDocs = {
  tag,
  summary: "A record's history, newest first, in the form's labels and the lists' values",
  params: recordPathParams,
  answer: arrayOf(objectOf(entry)),
  failures: {
    404: 'No such resource, or no record of that id the caller may read (deleted ones included)',
  },
};

const activityRow = objectOf({
  id: { type: 'integer' },
  resource: text,
  record_id: { type: 'integer' },
  record_name: text,
  ...entry,
});
export const activityDocs: RouteDocs = {
  tag,
  summary: 'Every audited change of the records the caller may read, across resources, filtered',
  description: paged,
  querystring: jsonSchemaOf(pageSchema),
  answer: arrayOf(activityRow),
  failures: { 400: 'A parameter that is not understood, named in the message' },
};

export const activityCsvDocs: RouteDocs = {
  tag,
  summary: 'Every filtered change of the records the caller may read, as a CSV file (UTF-8 with BOM)',
  querystring: jsonSchemaOf(filterSchema),
  answer: { content: { 'text/csv': { schema: { type: 'string' } } } },
  failures: { 400: 'A parameter that is not understood, named in the message' },
};

const binRow = objectOf({
  resource: text,
  record_id: { type: 'integer' },
  record_name: text,
  deleted_at: when,
  deleted_by: person,
  erased: { type: 'boolean' },
});
export const binDocs: RouteDocs = {
  tag,
  summary: 'Deleted records the caller may restore (delete), of every resource, with who deleted them',
  description: paged,
  querystring: jsonSchemaOf(binQuery),
  answer: arrayOf(binRow),
  failures: { 400: 'A parameter that is not understood, named in the message' },
};

export const restoreDocs: RouteDocs = {
  tag,
  summary: 'Brings a deleted record back, audited as Restored',
  params: recordPathParams,
  answer: messageAnswer,
  failures: {
    404: 'No such resource, or no deleted record of that id the caller may read',
    409: 'Not deleted, erased by retention, a choice it names is gone, or a unique value is taken',
  },
};
