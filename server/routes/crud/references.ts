// Every select's choice checked against master data from its config's `source`, inside the write's
// transaction: a live row of its collection (and filter), and one under its parent's choice (dependsOn).
import { and, eq, inArray } from 'drizzle-orm';
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
  const column = (key: string) => columnOf(source.collection, key);
  const value = column(source.valueKey);
  const filters = Object.entries(source.filter ?? {}).map(([key, wanted]) => eq(column(key), wanted));
  const { within, reference } = masterDataCollections[source.collection];
  if (area && !area.administrator && within && !reference) filters.push(within(area));
  const query = db
    .select({
      value,
      parent: column(source.dependsOn?.key ?? source.valueKey),
      label: column(source.labelKey),
    })
    .from(masterDataCollections[source.collection].table)
    .where(and(masterDataCollections[source.collection].live, inArray(value, ids), ...filters));
  // A record named in a write (a driver's site) is held until it commits: a delete of it waits, then sees the
  // new name and refuses (crud/uses.ts); a delete first makes this read find no live row.
  const rows = reference ? await query : await query.for('share');
  return rows.map((row) => ({
    value: Number(row.value),
    parent: Number(row.parent),
    label: String(row.label),
  }));
}

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
 * writer's `area`, a record outside it is not in the list (see chosenRows).
 */
export async function referenceErrors(
  db: Reader,
  resource: ResourceConfig,
  values: Values,
  mode: FormMode,
  held: HeldReferenceData = nothingHeld,
  area?: Area,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    if (!field.source || isEmpty(values[key]) || field.shownWhen?.(values, mode) === false) continue;
    const ids = idsOf(values[key]);
    const parent = parentOf(resource, field);
    // A parent that is itself refused (it comes first in the config) holds its child to nothing.
    const parentIds =
      parent && !errors[payloadKeyOf(parent)] ? idsOf(values[payloadKeyOf(parent)]) : undefined;
    const problem = ids
      ? choiceProblem(ids, await chosenRows(db, field.source, ids, held, area), parentIds)
      : 'unknown';
    if (problem === 'unknown') errors[key] = choiceTexts.notInList(field.label);
    else if (problem === 'outside' && parent) errors[key] = choiceTexts.notUnder(field.label, parent.label);
  }
  return errors;
}

/** Whether the resource's selects name records of another resource (a driver's site), not only master data. */
export const namesRecords = (resource: ResourceConfig): boolean =>
  resource.fields.some((field) => field.source && !masterDataCollections[field.source.collection].reference);

/** Refuses the write with 422 and a message per field when a choice names nothing it may. */
export async function checkReferences(
  db: Reader,
  resource: ResourceConfig,
  values: Values,
  mode: FormMode,
  held: HeldReferenceData = nothingHeld,
  area?: Area,
) {
  const errors = await referenceErrors(db, resource, values, mode, held, area);
  if (Object.keys(errors).length) throw new HttpError(422, VALIDATION_MESSAGE, errors);
}
