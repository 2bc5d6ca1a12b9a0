// Every select's choice checked against master data from its config's `source`, inside the write's
// transaction: a live row of its collection (and filter), and one under its parent's choice (dependsOn). An edit
// may keep a retired location the record already names.
import { and, eq, inArray, not } from 'drizzle-orm';
import {
  choiceTexts,
  idsOf,
  isEmpty,
  payloadKeyOf,
  type FieldConfig,
  type FormMode,
  type MasterDataSource,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import type { Area } from '../../../resources/access.ts';
import type { Database } from '../../db/connection.ts';
import { columnOf, masterDataCollections } from '../../db/masterDataCollections.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import { nothingHeld, type HeldReferenceData } from './heldReferenceData.ts';

/** The database or a transaction: anything that can select. */
export type Reader = Pick<Database, 'select'>;

/** A master-data row a choice names: its id, its parent's id (dependsOn) and its label. */
export interface ChosenRow {
  value: number;
  parent: number;
  label: string;
}

/** The held rows of a source whose value is one of `ids` (see chosenRows). */
function chosenHeldRows(
  rows: Record<string, unknown>[],
  source: MasterDataSource,
  ids: number[],
): ChosenRow[] {
  const filters = Object.entries(source.filter ?? {});
  return rows
    .filter((row) => ids.includes(Number(row[source.valueKey])))
    .filter((row) => filters.every(([key, wanted]) => String(row[key]) === String(wanted)))
    .map((row) => ({
      value: Number(row[source.valueKey]),
      parent: Number(row[source.dependsOn?.key ?? source.valueKey]),
      label: String(row[source.labelKey]),
    }));
}

/**
 * The live rows of a source whose value is one of `ids`. A block id may sit under two districts. With the
 * writer's `area`, a record collection (a driver's site) offers only the rows that area may read, as its form's
 * choices do; a location stays checked against all of master data, the access policy's own check holding it to
 * the area (with its own message, on the field to blame).
 */
export async function chosenRows(
  db: Reader,
  source: MasterDataSource,
  ids: number[],
  held: HeldReferenceData = nothingHeld,
  area?: Area,
): Promise<ChosenRow[]> {
  const heldRows = held.rows(source.collection);
  if (heldRows) return chosenHeldRows(heldRows, source, ids);
  const { value, ...columns } = chosenColumns(source);
  const filters = Object.entries(source.filter ?? {}).map(([key, wanted]) =>
    eq(columnOf(source.collection, key), wanted),
  );
  const { table, live, within, reference } = masterDataCollections[source.collection];
  if (area && !area.administrator && within && !reference) filters.push(within(area));
  const query = db
    .select({ value, ...columns })
    .from(table)
    .where(and(live, inArray(value, ids), ...filters));
  // A record named in a write (a driver's site) is held until it commits: a delete of it waits, then sees the
  // new name and refuses (crud/uses.ts); a delete first makes this read find no live row.
  const rows = reference ? await query : await query.for('share');
  return rows.map(chosenRow);
}

/** What an edit's record named before it: a select's ids and its parent's (payload keys' values, idsOf). */
interface Stored {
  ids?: number[];
  parentIds?: number[];
}

/**
 * The retired rows (see `retires` in masterDataCollections) of ids the stored record already names, under a
 * parent it names too: a site keeps its district after an LGD import retires it, until someone chooses a new
 * one, but nobody chooses a retired district anew.
 */
async function keptRetiredRows(
  db: Reader,
  source: MasterDataSource,
  ids: number[],
  found: ChosenRow[],
  stored: Stored,
): Promise<ChosenRow[]> {
  const { table, live, retires } = masterDataCollections[source.collection];
  const kept = ids.filter((id) => stored.ids?.includes(id) && !found.some((row) => row.value === id));
  if (!retires || !kept.length) return [];
  const { value, ...columns } = chosenColumns(source);
  const rows = await db
    .select({ value, ...columns })
    .from(table)
    .where(and(not(live), inArray(value, kept)));
  return rows.map(chosenRow).filter((row) => !source.dependsOn || stored.parentIds?.includes(row.parent));
}

const chosenColumns = (source: MasterDataSource) => ({
  value: columnOf(source.collection, source.valueKey),
  parent: columnOf(source.collection, source.dependsOn?.key ?? source.valueKey),
  label: columnOf(source.collection, source.labelKey),
});

const chosenRow = (row: Record<keyof ChosenRow, unknown>): ChosenRow => ({
  value: Number(row.value),
  parent: Number(row.parent),
  label: String(row.label),
});

/**
 * What is wrong with a choice of `ids`, given the rows found: an id names no row ('unknown'), or no row
 * under any of the parent's chosen ids ('outside'); nothing when the parent has no choice to hold it to.
 * @example choiceProblem([20], [{ value: 20, parent: 2, label: 'Kullu' }], [9]) // 'outside'
 */
export function choiceProblem(ids: number[], rows: ChosenRow[], parentIds?: number[]) {
  if (!ids.every((id) => rows.some((row) => row.value === id))) return 'unknown';
  const under = (id: number) => rows.some((row) => row.value === id && parentIds?.includes(row.parent));
  if (parentIds?.length && !ids.every(under)) return 'outside';
  return undefined;
}

const parentOf = (resource: ResourceConfig, field: FieldConfig) =>
  resource.fields.find((other) => payloadKeyOf(other) === field.source?.dependsOn?.field);

/**
 * A message per select (payload key) whose choice is not in its list or not under its parent's choice.
 * `values` are the record as it will be, keyed by payload keys; a field hidden for them is not checked. With the
 * writer's `area`, a record outside it is not in the list (see chosenRows). `stored` is an edit's record as it
 * was (payload keys): a retired location it names may stay (see keptRetiredRows).
 */
export async function referenceErrors(
  db: Reader,
  resource: ResourceConfig,
  values: Values,
  mode: FormMode,
  held: HeldReferenceData = nothingHeld,
  area?: Area,
  stored: Values = {},
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    if (!field.source || isEmpty(values[key]) || field.shownWhen?.(values, mode) === false) continue;
    const ids = idsOf(values[key]);
    if (!ids) {
      errors[key] = choiceTexts.notInList(field.label);
      continue;
    }
    const parent = parentOf(resource, field);
    const parentKey = parent && payloadKeyOf(parent);
    // A parent that is itself refused (it comes first in the config) holds its child to nothing.
    const parentIds = parentKey && !errors[parentKey] ? idsOf(values[parentKey]) : undefined;
    const before = { ids: idsOf(stored[key]), parentIds: parentKey ? idsOf(stored[parentKey]) : undefined };
    const found = await chosenRows(db, field.source, ids, held, area);
    const kept = await keptRetiredRows(db, field.source, ids, found, before);
    const problem = choiceProblem(ids, [...found, ...kept], parentIds);
    if (problem === 'unknown') errors[key] = choiceTexts.notInList(field.label);
    else if (problem === 'outside' && parent) errors[key] = choiceTexts.notUnder(field.label, parent.label);
  }
  return errors;
}

/** Whether the resource's selects name records of another resource (a driver's site), not only master data. */
export const namesRecords = (resource: ResourceConfig): boolean =>
  resource.fields.some((field) => field.source && !masterDataCollections[field.source.collection].reference);

/** Refuses the write with 422 and a message per field when a choice names nothing it may (see referenceErrors). */
export async function checkReferences(
  db: Reader,
  resource: ResourceConfig,
  values: Values,
  mode: FormMode,
  held: HeldReferenceData = nothingHeld,
  area?: Area,
  stored: Values = {},
) {
  const errors = await referenceErrors(db, resource, values, mode, held, area, stored);
  if (Object.keys(errors).length) throw new HttpError(422, VALIDATION_MESSAGE, errors);
}
