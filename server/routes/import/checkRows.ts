// An imported batch checked as the add endpoint checks one body, plus what only the server knows: the
// location chain, repeats within the batch, records within the caller's scope that already hold a row's key,
// and values outside the caller's area.
import { accessMessages, allows, outsideReach, type Area } from '../../../resources/access.ts';
import {
  fromPayload,
  payloadKeyOf,
  UNIQUE_MESSAGE,
  uniqueFieldsOf,
  uniqueKeyOf,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import {
  duplicateRows,
  importTexts,
  keyColumn,
  rowValues,
  type HeaderMatch,
} from '../../../resources/csvImport/index.ts';
import { referenceErrors, type Reader } from '../crud/references.ts';
import { holdersOf } from '../crud/uniqueValues.ts';
import { rowNumberOf, type ImportBody } from './importRequest.ts';
import { batchMasterData, recordsByKey } from './importData.ts';

export type ImportAction = 'add' | 'update' | 'skip';

export interface CheckedRow {
  /** Empty when the row can be written. A row with errors is never written (its action is 'skip'). */
  errors: string[];
  action: ImportAction;
  /** Why a row without errors is skipped: its key exists and updates were not asked for. */
  reason?: string;
  /** The checked add body (payload keys), and the record it updates. */
  values: Values;
  id?: number;
  /** Keys an empty cell set to today: an add's values only, dropped from an update. */
  defaulted: string[];
}

/**
 * A row's values outside what the area may write, as the store would refuse them (403, 422): an update of a
 * record the caller may read but not edit, or a place (a state, district, block) outside their area.
 */
function areaError(
  area: Area,
  resource: ResourceConfig,
  row: CheckedRow,
  record: Record<string, unknown> | undefined,
): string | undefined {
  const values = fromPayload(resource, row.values);
  if (row.action === 'update' && record) {
    if (!allows(area, resource.name, 'edit', record)) return accessMessages.record;
    return outsideReach(area, resource.name, 'edit', { ...record, ...values })?.message;
  }
  return row.action === 'add' ? outsideReach(area, resource.name, 'add', values)?.message : undefined;
}

/**
 * A unique field's value (a code) that another live record holds, in any area, or an earlier row of the batch
 * takes: the store would refuse the row (uniqueValues.ts), so the preview says so first.
 */
async function markTakenValues(reader: Reader, resource: ResourceConfig, rows: CheckedRow[]) {
  for (const field of uniqueFieldsOf(resource)) {
    const keyOf = (row: CheckedRow) => uniqueKeyOf(row.values[payloadKeyOf(field)]);
    const keys = rows.flatMap((row) => keyOf(row) ?? []);
    const holders = await holdersOf(reader, resource, field, [...new Set(keys)]);
    const taken = new Set<string>();
    for (const row of rows) {
      const key = keyOf(row);
      if (key === undefined || row.errors.length || row.action === 'skip') continue;
      const others = (holders.get(key) ?? []).filter((id) => id !== row.id);
      if (others.length || taken.has(key)) row.errors.push(UNIQUE_MESSAGE);
      taken.add(key);
    }
  }
}

/**
 * Every row of the batch checked, in order, for the signed-in user's area; `reader` is the import's transaction
 * or the database. A key held only by records outside the caller's read scope is as if absent: the row adds.
 * @example (await checkRows(db, site, match, body, user.area))[0].errors // ['This district is outside your area.']
 */
export async function checkRows(
  reader: Reader,
  resource: ResourceConfig,
  match: HeaderMatch,
  body: ImportBody,
  area: Area,
): Promise<CheckedRow[]> {
  const { rows, updateExisting = false } = body;
  const { masterData, held } = await batchMasterData(reader, resource, area);
  const repeats = duplicateRows(resource, match, rows, (index) => rowNumberOf(body, index));
  const checked: CheckedRow[] = [];
  for (const [index, cells] of rows.entries()) {
    const { values, errors, defaulted } = rowValues(resource, match, cells, masterData);
    // Every choice's collection is held for the batch: the location chain asks the database nothing more.
    if (!errors.length)
      errors.push(...Object.values(await referenceErrors(reader, resource, values, 'create', held)));
    const repeat = repeats.get(index);
    if (repeat) errors.push(repeat);
    checked.push({ values, errors, action: 'add', defaulted });
  }
  const valid = checked.filter((row) => !row.errors.length);
  const records = new Map<CheckedRow, Record<string, unknown>>();
  const key = keyColumn(resource);
  if (key) {
    const keyOf = (row: CheckedRow) => String(row.values[payloadKeyOf(key.field)] ?? '');
    const existing = await recordsByKey(reader, resource, key.field.name, valid.map(keyOf), area);
    for (const row of valid) {
      const found = existing.get(keyOf(row)) ?? [];
      if (found.length > 1) row.errors.push(importTexts.severalExist(key.label, keyOf(row)));
      else if (found.length === 1 && updateExisting) {
        Object.assign(row, { action: 'update', id: Number(found[0].id) });
        records.set(row, found[0]);
        for (const key of row.defaulted) delete row.values[key];
      } else if (found.length === 1)
        Object.assign(row, { action: 'skip', reason: importTexts.exists(key.label, keyOf(row)) });
    }
  }
  for (const row of valid) {
    const outside = row.errors.length ? undefined : areaError(area, resource, row, records.get(row));
    if (outside) row.errors.push(outside);
  }
  await markTakenValues(reader, resource, valid);
  for (const row of checked) if (row.errors.length) row.action = 'skip';
  return checked;
}
