// The page a list call asks for with `_start`, `_end`, `_sort`, `_order` and `q`, checked with zod: any bad,
// repeated or unknown parameter answers 400 naming it, before the database sees anything. A whole list's call
// refuses a parameter that asks for part of it (a field filter), and lets any other through (a cache-buster).
import { z } from 'zod';
import {
  filterFieldsOf,
  MAX_PAGE_ROWS,
  MAX_SEARCH_LENGTH,
  PAGE_PARAMS,
  restPathOf,
  SIMPLE_REST_PARAMS,
  sortFieldsOf,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import type { ListFilters } from './listFilter.ts';

export interface PageRequest {
  start: number;
  end: number;
  sort: string;
  order: 'ASC' | 'DESC';
  /** The search, trimmed; '' for none. */
  q: string;
  /** Field filters (the REST facade's); none on the contract's paged calls. */
  filters?: ListFilters;
}

/** One value of a parameter: a repeated one comes as an array, a missing required one as undefined. */
const once = (name: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be given once`),
  });

const position = (name: string) =>
  once(name)
    .regex(/^\d{1,9}$/, `${name} must be a whole number from 0 to 999999999`)
    .transform(Number);

// Control characters are no text a list shows, and PostgreSQL refuses NUL in a text outright.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The page parameters' checks, for a resource sortable by these fields. */
export const pageQuerySchema = (sortFields: string[]) =>
  z
    .object({
      _start: position('_start'),
      _end: position('_end'),
      _sort: once('_sort')
        .refine((field) => sortFields.includes(field), `_sort must be one of ${sortFields.join(', ')}`)
        .default('id'),
      _order: once('_order')
        .regex(/^(asc|desc)$/i, '_order must be ASC or DESC')
        .transform((order) => order.toUpperCase() as 'ASC' | 'DESC')
        .default('ASC'),
      q: once('q')
        .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
        .refine((q) => !CONTROL.test(q), 'q must not hold control characters')
        .default(''),
    })
    .refine((page) => page._end > page._start, { path: ['_end'], message: '_end must be more than _start' })
    .refine((page) => page._end - page._start <= MAX_PAGE_ROWS, {
      path: ['_end'],
      message: `A page holds at most ${MAX_PAGE_ROWS} rows (_end - _start)`,
    });

/** Parameters of other list dialects that ask for part of a list: json-server's and ra-data-simple-rest's. */
const PARTIAL_PARAMS = ['_page', '_limit', '_per_page', '_embed', '_expand', ...SIMPLE_REST_PARAMS];

/**
 * A parameter that would ask the whole list for less than every row: a field (json-server's `state_id=29`, or
 * with an operator, `state_id_gte`) or another dialect's paging. Any other (a cache-buster) is left alone.
 */
const asksForPart = (resource: ResourceConfig, name: string) =>
  PARTIAL_PARAMS.includes(name) ||
  filterFieldsOf(resource).some((field) => name === field || name.startsWith(`${field}_`));

/** The whole list answers every row: a parameter asking for fewer is refused, never ignored in silence. */
function refusePartOfWhole(resource: ResourceConfig, names: string[]) {
  const name = names.find((one) => asksForPart(resource, one))?.slice(0, 40);
  if (name === undefined) return;
  const message = `The whole list takes no ${name}: it answers every row. Filter at /api/${restPathOf(resource)}`;
  throw new HttpError(400, message, { [name]: message });
}

/**
 * The page asked for, or undefined when the call names none of the page parameters (the whole list, SPEC 7).
 * @example pageRequestOf(project, { _start: '0', _end: '10', q: 'goa' }) // { start: 0, end: 10, sort: 'id', ... }
 */
export function pageRequestOf(resource: ResourceConfig, query: unknown): PageRequest | undefined {
  const params = (query ?? {}) as Record<string, unknown>;
  const names = Object.keys(params);
  if (!names.some((name) => (PAGE_PARAMS as readonly string[]).includes(name))) {
    refusePartOfWhole(resource, names);
    return undefined;
  }
  const unknown = names.filter((name) => !(PAGE_PARAMS as readonly string[]).includes(name));
  if (unknown.length) {
    const name = unknown[0].slice(0, 40);
    const message = `Unknown parameter ${name}: a page takes ${PAGE_PARAMS.join(', ')}`;
    throw new HttpError(400, message, { [name]: message });
  }
  const parsed = pageQuerySchema(sortFieldsOf(resource)).safeParse(params);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue.path[0] ?? 'query');
    throw new HttpError(400, issue.message, { [field]: issue.message });
  }
  const { _start, _end, _sort, _order, q } = parsed.data;
  return { start: _start, end: _end, sort: _sort, order: _order, q: q.trim() };
}
