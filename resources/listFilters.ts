// A list's field filters, declared in its config (`filters`): which fields, what value each may take, and whether
// a row holds it. The address (src/crud/list/listView.ts), the held list (dataProvider/listQuery.ts) and the
// registry check read them here; the REST facade checks the same values by kind (server/routes/crud/listFilter.ts).
import { isIsoDate } from './dates.ts';
import { idOf } from './ids.ts';
import { MAX_TEXT } from './kindRules.ts';
import type { FieldConfig, FieldKind, ResourceConfig } from './types.ts';

export type FilterValue = number | string;
/** Field filters by read key: `{ state_id: 29, mhu: 'MHU-1' }`. */
export type FieldFilters = Record<string, FilterValue>;

/** The kinds a list filters on: a select by its option's id, a text or a date by its whole value. */
export const FILTER_KINDS: readonly FieldKind[] = ['select', 'text', 'date'];

/** The list's search, the one filter that is not a field's. */
export const SEARCH_FILTER = 'q';

// eslint-disable-next-line no-control-regex -- control characters are no text a list holds
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The fields a list offers as filters, in the config's order.
 * @example listFiltersOf(site).map((field) => field.name) // ['state_id', 'district_id', 'block_id', 'days', 'mhu']
 */
export const listFiltersOf = (config: Pick<ResourceConfig, 'fields' | 'filters'>): FieldConfig[] =>
  (config.filters ?? []).flatMap((name) => config.fields.filter((field) => field.name === name));

/** No filter: what an input holds when nothing is chosen. */
export const isEmptyFilter = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One filter value as a list matches it (an id as a number); undefined when the field's kind cannot hold it.
 * @example filterValueOf({ kind: 'select' }, '29') // 29; filterValueOf({ kind: 'date' }, '2025-02-30') // undefined
 */
export const filterValueOf = (field: Pick<FieldConfig, 'kind'>, value: unknown): FilterValue | undefined => {
  if (field.kind === 'select') return idOf(value);
  if (field.kind === 'date') return isIsoDate(value) ? value : undefined;
  const ok = typeof value === 'string' && value !== '' && value.length <= MAX_TEXT && !CONTROL.test(value);
  return ok ? value : undefined;
};

/**
 * The field filters of a list's filter (its search left out, empty values no filter), each a declared filter with
 * a value its kind takes; undefined when any is not.
 * @example fieldFiltersOf(site, { q: 'goa', state_id: '29', block_id: '' }) // { state_id: 29 }
 * @example fieldFiltersOf(site, { mobile_no: '98' }) // undefined
 */
export const fieldFiltersOf = (
  config: Pick<ResourceConfig, 'fields' | 'filters'>,
  filter: Record<string, unknown>,
): FieldFilters | undefined => {
  const fields = listFiltersOf(config);
  const filters: FieldFilters = {};
  for (const [name, given] of Object.entries(filter)) {
    if (name === SEARCH_FILTER || isEmptyFilter(given)) continue;
    const field = fields.find((one) => one.name === name);
    const value = field && filterValueOf(field, given);
    if (value === undefined) return undefined;
    filters[name] = value;
  }
  return filters;
};

/**
 * True when the row holds every filter's value exactly ('MHU-1' is not 'MHU-10'); a field of several values (a
 * user's districts) when one of them is it, as the REST facade matches.
 * @example matchesFilters({ mhu: 'MHU-10', state_id: 29 }, { mhu: 'MHU-1' }) // false
 */
export const matchesFilters = (row: Record<string, unknown>, filters: FieldFilters): boolean =>
  Object.entries(filters).every(([name, wanted]) => {
    const held = row[name];
    return (Array.isArray(held) ? held : [held]).some(
      (value) => value != null && String(value) === String(wanted),
    );
  });
