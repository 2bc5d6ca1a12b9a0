// The schemas of the history, activity, bin and restore routes: what each takes (checked by Fastify before the
// handler) and answers, which the API document shows (docs/decisions/030-route-schemas.md).
import { z } from 'zod';
import {
  actionLabels,
  historyTexts,
  MAX_HISTORY_PAGE_ROWS,
  TOTAL_COUNT_HEADER,
} from '../../../resources/index.ts';
import { jsonSchemaOf } from '../../openapi/fieldSchemas.ts';
import { component, queryReadBy, type AnswerHeaders, type RouteSpec } from '../../openapi/routeSchema.ts';
import { writeHeaders } from '../crud/crudSchemas.ts';
import {
  activityFilterOf,
  activityPageOf,
  binPageOf,
  binQuery,
  filterSchema,
  pageSchema,
} from './activityQuery.ts';
import { recordPathParams } from './resourceParams.ts';

const tag = 'history';
const REFUSED_PARAMETER = 'A parameter that is not understood, named in the message';
const paged = `One page, newest first (at most ${MAX_HISTORY_PAGE_ROWS} rows); ${TOTAL_COUNT_HEADER} says how many match.`;
const totalHeader: AnswerHeaders = {
  [TOTAL_COUNT_HEADER]: { type: 'string', description: 'The rows the filters match' },
};

/** A query read by one of activityQuery's readers: its first refusal answers 400 naming the parameter. */
const queryOf = <T>(read: (query: unknown) => T, checks: z.ZodType) =>
  queryReadBy(read, jsonSchemaOf(checks));

const recordId = z.int().min(1);
const person = z.object({ name: z.string(), email: z.string() }).nullable();
const changeLine = z.object({ label: z.string(), from: z.string().optional(), to: z.string().optional() });
const entry = {
  at: z.iso.datetime(),
  action: z.enum([...new Set(Object.values(actionLabels))]),
  user: person.meta({ description: 'Who made the change; null when no user is known' }),
  changes: z.array(changeLine).meta({ description: "The form's labels, values as the lists show them" }),
};
const historyEntry = component('HistoryEntry', z.object(entry));
const activityRow = component(
  'ActivityRow',
  z.object({
    id: recordId,
    resource: z.string(),
    record_id: recordId,
    record_name: z
      .string()
      .nullable()
      .meta({ description: "The record's name or code; null if it has none" }),
    ...entry,
  }),
);
const binRow = component(
  'BinRow',
  z.object({
    resource: z.string(),
    record_id: recordId,
    record_name: z.string().nullable(),
    deleted_at: z.iso.datetime(),
    deleted_by: person,
    erased: z.boolean().meta({ description: 'Retention has erased its personal data: it cannot come back' }),
  }),
);

export const historySchemas = {
  history: {
    tag,
    summary: "A record's history, newest first, in the form's labels and the lists' values",
    params: recordPathParams,
    answer: z.array(historyEntry),
    failures: {
      404: 'No such resource, or no record of that id the caller may read (deleted ones included)',
    },
  },
  activity: {
    tag,
    summary: 'Every audited change of the records the caller may read, across resources, filtered',
    description: paged,
    querystring: queryOf(activityPageOf, pageSchema),
    answer: z.array(activityRow),
    answerHeaders: totalHeader,
    failures: { 400: REFUSED_PARAMETER },
  },
  activityCsv: {
    tag,
    summary: 'Every filtered change of the records the caller may read, as a CSV file (UTF-8 with BOM)',
    querystring: queryOf(activityFilterOf, filterSchema),
    answer: { content: { 'text/csv': { schema: { type: 'string' } } } },
    answerHeaders: {
      'content-disposition': {
        type: 'string',
        description: 'attachment; filename="activity-<yyyy-mm-dd>.csv"',
      },
    },
    failures: { 400: REFUSED_PARAMETER },
  },
  bin: {
    tag,
    summary: 'Deleted records the caller may restore (delete), of every resource, with who deleted them',
    description: paged,
    querystring: queryOf(binPageOf, binQuery),
    answer: z.array(binRow),
    answerHeaders: totalHeader,
    failures: { 400: REFUSED_PARAMETER },
  },
  restore: {
    tag,
    summary: 'Brings a deleted record back, audited as Restored',
    params: recordPathParams,
    headers: writeHeaders,
    answer: z.object({ message: z.literal(historyTexts.restored) }),
    failures: {
      400: 'An Idempotency-Key that is not 1 to 255 printable characters, or a body that is not JSON',
      404: 'No such resource, or no deleted record of that id the caller may read',
      409: 'Not deleted, erased by retention, a choice it names is gone, or a unique value is taken',
      413: 'A body over 1 MiB (the route reads none)',
      422: 'The Idempotency-Key was sent with another request',
    },
  },
} satisfies Record<string, RouteSpec>;
