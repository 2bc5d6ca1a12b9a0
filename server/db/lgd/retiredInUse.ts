// After a full LGD import: how many live records of each resource still name a location it retired, and the
// importer's sentence about them. Such records stay valid (crud/references.ts keeps their choice on edit).
import { and, count, getTableColumns, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  listed,
  nounOf,
  payloadKeyOf,
  resourceByName,
  resources,
  type FieldConfig,
  type ResourceConfig,
} from '../../../resources/index.ts';
import type { Database } from '../connection.ts';
import { columnOf, masterDataCollections } from '../masterDataCollections.ts';
import { tableOf } from '../tables.ts';
import type { LevelCounts } from './types.ts';

/** A record's column names a location's: equal to it, or holding it when an array (role 2's districts). */
const names = (record: PgColumn, location: PgColumn) =>
  record.columnType === 'PgArray' ? sql`${location} = any(${record})` : sql`${location} = ${record}`;

/** The field names a retired row of its source, under the record's choice of its parent (a block's district). */
function namesRetired(resource: ResourceConfig, field: FieldConfig): SQL | undefined {
  const { source } = field;
  const collection = source && masterDataCollections[source.collection];
  const columns = getTableColumns(tableOf(resource.table)) as Record<string, PgColumn>;
  if (!source || !collection?.retires || !columns[field.name]) return undefined;
  const match = [names(columns[field.name], columnOf(source.collection, source.valueKey))];
  const parent = resource.fields.find((other) => payloadKeyOf(other) === source.dependsOn?.field);
  if (parent && source.dependsOn)
    match.push(names(columns[parent.name], columnOf(source.collection, source.dependsOn.key)));
  return sql`exists (select 1 from ${collection.table} where ${and(not(collection.live), ...match)})`;
}

/**
 * How many live records of each resource of the registry name a retired state, district or block; resources
 * with none are left out.
 * @example await retiredInUse(db) // { site: 3, user: 1 }
 */
export async function retiredInUse(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const resource of resources) {
    const retired = resource.fields.flatMap((field) => namesRetired(resource, field) ?? []);
    if (!retired.length) continue;
    const table = tableOf(resource.table);
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(isNull(table.deleted_at), or(...retired)));
    if (row.n) counts[resource.name] = row.n;
  }
  return counts;
}

const levelNouns = {
  states: ['state', 'states'],
  districts: ['district', 'districts'],
  blocks: ['block', 'blocks'],
};

/**
 * What the importer says about retired locations; undefined when it retired none and no record names one.
 * @example retiredMessage({ states: 0, districts: 2, blocks: 5 }, { site: 3, user: 1 })
 * // 'Retired 2 districts and 5 blocks; still used by 3 sites and 1 user (they stay valid; choose the new
 * // location when you next edit them).'
 */
export function retiredMessage(retired: LevelCounts, inUse: Record<string, number>): string | undefined {
  const levels = (Object.keys(levelNouns) as (keyof LevelCounts)[])
    .filter((level) => retired[level] > 0)
    .map((level) => `${retired[level]} ${levelNouns[level][retired[level] === 1 ? 0 : 1]}`);
  const records = Object.entries(inUse).map(([name, n]) => `${n} ${nounOf(resourceByName(name), n)}`);
  const used = `still used by ${listed(records)} (they stay valid; choose the new location when you next edit them).`;
  if (!levels.length) return records.length ? `Retired locations are ${used}` : undefined;
  return `Retired ${listed(levels)}; ${records.length ? used : 'no record uses them.'}`;
}
