// An imported batch checked as the add endpoint checks one body, plus what only the server knows: the
// location chain, repeats within the batch, and records that already hold a row's key.
import { payloadKeyOf, type ResourceConfig, type Values } from '../../../resources/index.ts';
import {
  duplicateRows,
  importTexts,
  keyColumn,
  rowValues,
  type HeaderMatch,
} from '../../../resources/csvImport/index.ts';
import { referenceErrors, type Reader } from '../crud/references.ts';
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

/** Every row of the batch checked, in order; `reader` is the import's transaction or the database. */
export async function checkRows(
  reader: Reader,
  resource: ResourceConfig,
  match: HeaderMatch,
  body: ImportBody,
): Promise<CheckedRow[]> {
  const { rows, updateExisting = false } = body;
  const { masterData, held } = await batchMasterData(reader, resource);
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
  const key = keyColumn(resource);
  if (!key) return checked;
  const keyOf = (row: CheckedRow) => String(row.values[payloadKeyOf(key.field)] ?? '');
  const valid = checked.filter((row) => !row.errors.length);
  const existing = await recordsByKey(reader, resource, key.field.name, valid.map(keyOf));
  for (const row of valid) {
    const ids = existing.get(keyOf(row)) ?? [];
    if (ids.length > 1) row.errors.push(importTexts.severalExist(key.label, keyOf(row)));
    else if (ids.length === 1 && updateExisting) {
      Object.assign(row, { action: 'update', id: ids[0] });
      for (const key of row.defaulted) delete row.values[key];
    } else if (ids.length === 1)
      Object.assign(row, { action: 'skip', reason: importTexts.exists(key.label, keyOf(row)) });
  }
  for (const row of checked) if (row.errors.length) row.action = 'skip';
  return checked;
}
