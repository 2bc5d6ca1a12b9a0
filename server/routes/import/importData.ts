// What checking an imported batch reads, in one go: the master data its selects choose from, and the live
// records within the caller's read scope that already have the batch's keys.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Area } from '../../../resources/access.ts';
import type { MasterData, MasterDataCollection, ResourceConfig } from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import { masterDataCollections, readCollection } from '../../db/masterDataCollections.ts';
import { tableOf } from '../../db/tables.ts';
import type { HeldReferenceData } from '../crud/heldReferenceData.ts';
import type { Reader } from '../crud/references.ts';

/**
 * The collections the resource's selects read, as master data (others empty), and held for the chain check. A
 * record collection (a driver's site) holds only the records `area` may read, as its form's choices do; a place
 * outside the area is the access policy's row error (checkRows), which names the field.
 */
export async function batchMasterData(reader: Reader, resource: ResourceConfig, area?: Area) {
  const names = [
    ...new Set(resource.fields.flatMap((field) => (field.source ? [field.source.collection] : []))),
  ] as MasterDataCollection[];
  const lists = await Promise.all(
    names.map(async (name) => [
      name,
      await readCollection(reader, name, masterDataCollections[name].reference ? undefined : area),
    ]),
  );
  const masterData = Object.fromEntries(lists) as unknown as MasterData;
  const held: HeldReferenceData = {
    load: async () => undefined,
    rows: (collection) => masterData[collection] as Record<string, unknown>[] | undefined,
  };
  return { masterData, held };
}

type Row = Record<string, unknown>;

/**
 * The live records the area may read holding each of `values` in the key field (several when the data has
 * twins): a record out of the caller's scope is not found, as if absent.
 */
export async function recordsByKey(
  reader: Reader,
  resource: ResourceConfig,
  key: string,
  values: string[],
  area: Area,
): Promise<Map<string, Row[]>> {
  const found = new Map<string, Row[]>();
  if (!values.length) return found;
  const table = tableOf(resource.table);
  const readable = scopeWhere(area, resource.name, table, 'read');
  const rows: Row[] = await reader
    .select()
    .from(table)
    .where(and(inArray(table[key], values), isNull(table.deleted_at), readable));
  for (const row of rows) found.set(String(row[key]), [...(found.get(String(row[key])) ?? []), row]);
  return found;
}
