// The REST facade's list query, in either dialect (docs/decisions/029-rest-facade.md): ra-data-simple-rest's
// `range`, `sort` and `filter` as JSON, or json-server's `_start`, `_end`, `_sort`, `_order`, `q` and field
// filters. Both become the page the contract's paged calls ask for, checked by the same zod checks; any bad,
// repeated or unknown parameter answers 400 naming it, before the database sees anything.
import {
  filterFieldsOf,
  MAX_PAGE_ROWS,
  PAGE_PARAMS,
  SIMPLE_REST_PARAMS,
  sortFieldsOf,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { filtersOf, refusedParameter } from './listFilter.ts';
import { pageQuerySchema, type PageRequest } from './pageRequest.ts';

type Query = Record<string, unknown>;

/** A simple-rest parameter's JSON value; 400 naming it when it is repeated or no JSON. */
function jsonOf(params: Query, name: string, shape: string): unknown {
  const value = params[name];
  if (typeof value !== 'string') throw refusedParameter(name, `${name} must be given once`);
  try {
    return JSON.parse(value);
  } catch {
    throw refusedParameter(name, `${name} must be JSON: ${shape}`);
  }
}

const RANGE_SHAPE = 'two whole numbers [first, last], as [0, 9]';
const isPosition = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 1e9;

/** `range=[0,9]` as json-server's `_start=0&_end=10`. */
function rangeOf(params: Query): Query {
  const range = jsonOf(params, 'range', RANGE_SHAPE);
  if (!Array.isArray(range) || range.length !== 2 || !range.every(isPosition) || range[1] < range[0])
    throw refusedParameter('range', `range must be ${RANGE_SHAPE}`);
  if (range[1] - range[0] + 1 > MAX_PAGE_ROWS)
    throw refusedParameter('range', `range asks for at most ${MAX_PAGE_ROWS} rows: a page holds no more`);
  return { _start: String(range[0]), _end: String(range[1] + 1) };
}

/** `sort=["site_name","DESC"]` as `_sort=site_name&_order=DESC`. */
function sortOf(params: Query): Query {
  const shape = '[field, "ASC" or "DESC"], as ["id","ASC"]';
  const sort = jsonOf(params, 'sort', shape);
  if (!Array.isArray(sort) || sort.length !== 2 || !sort.every((part) => typeof part === 'string'))
    throw refusedParameter('sort', `sort must be ${shape}`);
  return { _sort: sort[0], _order: sort[1] };
}

/** `filter={"q":"goa","state_id":29}`: the search and the field filters. */
function filterOf(params: Query): { q?: unknown; fields: Query } {
  const filter = jsonOf(params, 'filter', 'an object of fields, as {"state_id":29}');
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw refusedParameter('filter', 'filter must be an object of fields, as {"state_id":29}');
  const { q, ...fields } = filter as Query;
  if (q !== undefined && typeof q !== 'string') throw refusedParameter('filter', 'The filter q must be text');
  return { q, fields };
}

/** Where a checked value came from, to name it as the client sent it. */
const senderOf: Record<string, string> = { _start: 'range', _end: 'range', _sort: 'sort', _order: 'sort' };

/** Both dialects at once for one thing (a page, an order, a search, a field) is no request either answers. */
function refuseBoth(params: Query, simple: string, own: readonly string[]) {
  const also = own.find((name) => name in params);
  if (simple in params && also)
    throw refusedParameter(also, `${simple} and ${also} both ask for the same thing: send one`);
}

/**
 * The page a facade list call asks for, or undefined for a call without parameters (the whole list, cached as
 * the contract's). A call without a range asks for its first MAX_PAGE_ROWS rows.
 * @example restPageOf(site, { range: '[0,9]', filter: '{"id":[3,4]}' }) // { start: 0, end: 10, filters: { id: [3, 4] }, ... }
 */
export function restPageOf(resource: ResourceConfig, query: unknown): PageRequest | undefined {
  const params = (query ?? {}) as Query;
  const names = Object.keys(params);
  if (!names.length) return undefined;
  const fields = filterFieldsOf(resource);
  const known = [...SIMPLE_REST_PARAMS, ...PAGE_PARAMS, ...fields] as string[];
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) {
    const takes = `${SIMPLE_REST_PARAMS.join(', ')}; or ${PAGE_PARAMS.join(', ')} and the fields ${fields.join(', ')}`;
    throw refusedParameter(unknown, `Unknown parameter ${unknown.slice(0, 40)}: a list takes ${takes}`);
  }
  refuseBoth(params, 'range', ['_start', '_end']);
  refuseBoth(params, 'sort', ['_sort', '_order']);
  const filter = 'filter' in params ? filterOf(params) : { fields: {} };
  if (filter.q !== undefined) refuseBoth(params, 'filter', ['q']);
  const fieldParams = Object.fromEntries(
    names.filter((name) => fields.includes(name)).map((n) => [n, params[n]]),
  );
  const twice = Object.keys(filter.fields).find((name) => Object.hasOwn(fieldParams, name));
  if (twice) throw refusedParameter(twice, `The filter ${twice} is given both in filter and as a parameter`);
  const page: Query = {
    _start: '0',
    _end: String(MAX_PAGE_ROWS),
    ...Object.fromEntries(PAGE_PARAMS.filter((name) => name in params).map((name) => [name, params[name]])),
    ...('range' in params && rangeOf(params)),
    ...('sort' in params && sortOf(params)),
    ...(filter.q !== undefined && { q: filter.q }),
  };
  if ('_start' in params !== '_end' in params)
    throw refusedParameter('_start' in params ? '_end' : '_start', '_start and _end are given together');
  const parsed = pageQuerySchema(sortFieldsOf(resource)).safeParse(page);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const name = String(issue.path[0] ?? 'query');
    const sender = name in params ? name : (senderOf[name] ?? name);
    throw refusedParameter(sender, sender === name ? issue.message : `${sender}: ${issue.message}`);
  }
  const { _start, _end, _sort, _order, q } = parsed.data;
  const filters = filtersOf(resource, { ...filter.fields, ...fieldParams });
  return { start: _start, end: _end, sort: _sort, order: _order, q: q.trim(), filters };
}
