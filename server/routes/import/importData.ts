// What checking an imported batch reads, in one go: the master data its selects choose from, and the live
// records that already have the batch's keys.
import { and, inArray, isNull } from 'drizzle-orm';
import type { MasterData, MasterDataCollection, ResourceConfig } from '../../../resources/index.ts';
import { readCollection } from '../../db/masterDataCollections.ts';
import { tableOf } from '../../db/tables.ts';
import type { HeldReferenceData } from '../crud/heldReferenceData.ts';
import type { Reader } from '../crud/references.ts';

/** The collections the resource's selects read, as master data (others empty), and held for the chain check. */
export async function batchMasterData(reader: Reader, resource: ResourceConfig) {
  const names = [
    ...new Set(resource.fields.flatMap((field) => (field.source ? [field.source.collection] : []))),
  ] as MasterDataCollection[];
  const lists = await Promise.all(names.map(async (name) => [name, await readCollection(reader, name)]));
  const masterData = Object.fromEntries(lists) as unknown as MasterData;
  const held: HeldReferenceData = {
    load: async () => undefined,
    rows: (collection) => masterData[collection] as Record<string, unknown>[] | undefined,
  };
  return { masterData, held };
}

/** The ids of the live records holding each of `values` in the key field (several when the data has twins). */
export async function recordsByKey(
  reader: Reader,
  resource: ResourceConfig,
  key: string,
  values: string[],
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  if (!values.length) return found;
  const table = tableOf(resource.table);
  const rows = await reader
    .select({ id: table.id, key: table[key] })
    .from(table)
    .where(and(inArray(table[key], values), isNull(table.deleted_at)));
  for (const row of rows) found.set(String(row.key), [...(found.get(String(row.key)) ?? []), Number(row.id)]);
  return found;
}
