// The activity's and the bin's queries, checked with zod: filters (resource, user_id, from, to), and a page's
// _start and _end.
import { z } from 'zod';
import { fromIsoDate, isIsoDate, MAX_HISTORY_PAGE_ROWS, resources } from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import type { AuditFilter } from './auditRows.ts';

/** An empty parameter (`resource=`) filters nothing; a repeated one comes as an array and is refused. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const text = (name: string) => z.string({ error: `${name} must be given once` });
const day = (name: string) =>
  text(name).refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`).meta({ format: 'date' });
const position = (name: string) =>
  text(name)
    .regex(/^\d{1,9}$/, `${name} must be a whole number from 0 to 999999999`)
    .transform(Number);
const names = resources.map((resource) => resource.name);
const nameOrAll = { enum: ['', ...names], description: "A resource's name; empty for every resource" };

const filters = {
  resource: optional(
    text('resource')
      .refine((name) => names.includes(name), { message: `resource must be one of ${names.join(', ')}` })
      .meta(nameOrAll),
  ),
  user_id: optional(position('user_id')),
  from: optional(day('from')),
  to: optional(day('to')),
};
const unknownKey = {
  error: 'Unknown parameter: the activity takes resource, user_id, from, to, _start, _end',
};
export const filterSchema = z.strictObject(filters, unknownKey);
export const pageSchema = z
  .strictObject(
    { ...filters, _start: position('_start').default(0), _end: position('_end').default(50) },
    unknownKey,
  )
  .refine((page) => page._end > page._start, { path: ['_end'], message: '_end must be more than _start' })
  .refine((page) => page._end - page._start <= MAX_HISTORY_PAGE_ROWS, {
    path: ['_end'],
    message: `A page holds at most ${MAX_HISTORY_PAGE_ROWS} rows (_end - _start)`,
  });

/** The bin's query: a resource (empty: all) and a page. */
export const binQuery = z
  .strictObject(
    {
      resource: text('resource')
        .refine((name) => name === '' || names.includes(name), `resource must be one of ${names.join(', ')}`)
        .meta(nameOrAll)
        .default(''),
      _start: position('_start').default(0),
      _end: position('_end').default(50),
    },
    { error: 'Unknown parameter: the bin takes resource, _start, _end' },
  )
  .refine((q) => q._end > q._start && q._end - q._start <= MAX_HISTORY_PAGE_ROWS, {
    path: ['_end'],
    message: `_end must be more than _start, by at most ${MAX_HISTORY_PAGE_ROWS}`,
  });

function parsed<T>(schema: z.ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = String(issue.path[0] ?? 'query').slice(0, 40);
  throw new HttpError(400, issue.message, { [field]: issue.message });
}

/** The days as instants of the server's calendar: from its first moment, to the end of `to`. */
function auditFilterOf(query: z.infer<typeof filterSchema>): AuditFilter {
  const before = query.to ? fromIsoDate(query.to) : undefined;
  before?.setDate(before.getDate() + 1);
  if (query.from && query.to && query.from > query.to)
    throw new HttpError(400, 'from must not be after to', { from: 'from must not be after to' });
  return { resource: query.resource, userId: query.user_id, from: fromIsoDate(query.from), before };
}

/** The CSV's filters; 400 naming the first bad parameter. */
export const activityFilterOf = (query: unknown) => auditFilterOf(parsed(filterSchema, query));

/** The bin's resource (empty: all) and page; 400 naming the first bad parameter. */
export const binPageOf = (query: unknown) => parsed(binQuery, query);

/** A page's filters and rows; 400 naming the first bad parameter. */
export function activityPageOf(query: unknown) {
  const page = parsed(pageSchema, query);
  return { filter: auditFilterOf(page), start: page._start, end: page._end };
}
