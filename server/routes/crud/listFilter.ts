// Field filters of a list page (the REST facade's `filter={"state_id":29}` and json-server's `state_id=29`): each
// names a field of the resource and the values it may hold, checked by the field's kind before any SQL is made.
import { and, arrayOverlaps, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  filterFieldsOf,
  isIsoDate,
  isWholeNumber,
  MAX_PAGE_ROWS,
  MAX_TEXT,
  type ResourceConfig,
} from '../../../resources/index.ts';
import type { ResourceTable } from '../../db/tables.ts';
import { HttpError } from '../../http/httpError.ts';

/** The values each filtered field may hold (a row matches one of them), by read key. */
export type ListFilters = Record<string, readonly (number | string)[]>;

// eslint-disable-next-line no-control-regex -- control characters are no text a list holds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** 400 naming the parameter, as every refused list parameter answers. */
export const refusedParameter = (name: string, message: string) =>
  new HttpError(400, message, { [name.slice(0, 40)]: message });

/** One value of a field of this kind, as its column holds it; undefined when it cannot be one. */
function valueOf(kind: string, value: unknown): number | string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (kind === 'select' || kind === 'number' || kind === 'id')
    return isWholeNumber(value) ? Number(value) : undefined;
  if (kind === 'date') return isIsoDate(value) ? value : undefined;
  const text = String(value);
  return text.length <= MAX_TEXT && !CONTROL.test(text) ? text : undefined;
}

const expected: Record<string, string> = {
  id: 'whole numbers',
  select: 'whole numbers',
  number: 'whole numbers',
  date: 'dates as yyyy-mm-dd',
};

/**
 * The filters given, checked: each a field of `filterFieldsOf(resource)`, with one value or a list of at most
 * MAX_PAGE_ROWS values of its kind; anything else 400 naming the field.
 * @example filtersOf(site, { state_id: 29, id: [3, '4'] }) // { state_id: [29], id: [3, 4] }
 */
export function filtersOf(resource: ResourceConfig, given: Record<string, unknown>): ListFilters {
  const fields = filterFieldsOf(resource);
  const filters: Record<string, (number | string)[]> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!fields.includes(name))
      throw refusedParameter(
        name,
        `Unknown filter ${name.slice(0, 40)}: a list filters on ${fields.join(', ')}`,
      );
    const kind = resource.fields.find((field) => field.name === name)?.kind ?? 'id';
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.length > MAX_PAGE_ROWS)
      throw refusedParameter(name, `The filter ${name} takes at most ${MAX_PAGE_ROWS} values`);
    const checked = values.map((one) => valueOf(kind, one));
    if (checked.some((one) => one === undefined))
      throw refusedParameter(
        name,
        `The filter ${name} takes ${expected[kind] ?? 'texts of at most 255 characters'}`,
      );
    filters[name] = checked as (number | string)[];
  }
  return filters;
}

/**
 * The rows the filters keep: each field one of its values (a column of several ids, a user's districts, any of
 * them); no value given keeps no row.
 */
export function filterWhere(table: ResourceTable, filters: ListFilters): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const conditions = Object.entries(filters).map(([name, values]) => {
    const column = columns[name];
    if (!values.length) return sql`false`;
    return column.columnType === 'PgArray'
      ? arrayOverlaps(column, values as number[])
      : inArray(column, values as (number | string)[]);
  });
  return conditions.length ? and(...conditions) : undefined;
}
