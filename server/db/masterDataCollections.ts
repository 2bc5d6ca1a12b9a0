// Each master-data collection described once: its table, its columns under the keys the client reads, which
// rows are live and their order. GET /api/master_data lists them; the write check looks choices up in them.
import { asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  resources,
  type MasterData,
  type MasterDataCollection,
  type MasterDataSource,
  type ResourceConfig,
} from '../../resources/index.ts';
import type { Database } from './connection.ts';
import { blocks, districts, mstCommon, roles, states } from './schema.ts';
import { tableOf } from './tables.ts';

export interface CollectionTable<Key extends string = string> {
  table: PgTable;
  /** Every key of the collection's rows (SPEC 3), and the column it is read from. */
  columns: Record<Key, PgColumn>;
  /** Active reference rows; records not deleted. */
  live: SQL;
  order: SQL[];
  /**
   * Reference data: written only by the seed at start and the LGD import (which the embedded database lets
   * run only while no server holds it). Projects, programs and sites change with every write instead.
   */
  reference?: true;
}

/** The collections of reference tables (LGD and the seeded options): no resource of the registry. */
type ReferenceCollection = 'state' | 'district' | 'block' | 'mst_roles' | 'mst_common';
type References = { [C in ReferenceCollection]: CollectionTable<keyof MasterData[C][number] & string> };

const referenceCollections: References = {
  state: {
    table: states,
    reference: true,
    columns: { state_id: states.state_id, state_name: states.state_name },
    live: eq(states.active, true),
    order: [asc(states.state_name)],
  },
  district: {
    table: districts,
    reference: true,
    columns: {
      district_id: districts.district_id,
      district_name: districts.district_name,
      state_id: districts.state_id,
    },
    live: eq(districts.active, true),
    order: [asc(districts.district_name)],
  },
  block: {
    table: blocks,
    reference: true,
    columns: { block_id: blocks.block_id, block_name: blocks.block_name, district_id: blocks.district_id },
    live: eq(blocks.active, true),
    order: [asc(blocks.block_name)],
  },

  mst_roles: {
    table: roles,
    reference: true,
    columns: { role_id: roles.role_id, role_name: roles.role_name },
    live: eq(roles.active, true),
    order: [asc(roles.role_id)],
  },
  // Options keep their own order (Monday..Sunday), not the alphabet's.
  mst_common: {
    table: mstCommon,
    reference: true,
    columns: { common_id: mstCommon.common_id, value: mstCommon.value, flag: mstCommon.flag },
    live: eq(mstCommon.active, true),
    order: [asc(mstCommon.flag), asc(mstCommon.common_id)],
  },
};

/** A master-data resource's collection (its config's `masterData`): its id under valueKey, live rows by label. */
function resourceCollection(
  resource: ResourceConfig,
  { valueKey, labelKey }: MasterDataSource,
): CollectionTable {
  const table = tableOf(resource.table);
  return {
    table,
    columns: { [valueKey]: table[resource.idKey], [labelKey]: table[labelKey] },
    live: isNull(table.deleted_at),
    order: [asc(table[labelKey])],
  };
}

/** Every collection GET /api/master_data answers: the reference ones, then the registry's, in its order. */
export const masterDataCollections: Record<MasterDataCollection, CollectionTable> = {
  ...referenceCollections,
  ...Object.fromEntries(
    resources.flatMap((resource) => {
      const source = resource.masterData;
      return source ? [[source.collection, resourceCollection(resource, source)]] : [];
    }),
  ),
};

/** The column of a collection read under `key`; a config naming a key the collection has not is a bug. */
export function columnOf(collection: MasterDataCollection, key: string): PgColumn {
  const column = (masterDataCollections[collection].columns as Record<string, PgColumn>)[key];
  if (!column) throw new Error(`Master data ${collection} has no ${key}`);
  return column;
}

/** A collection's live rows under the keys the client reads, in its order. */
export function readCollection(db: Pick<Database, 'select'>, name: MasterDataCollection) {
  const { table, columns, live, order } = masterDataCollections[name];
  return db
    .select(columns)
    .from(table)
    .where(live)
    .orderBy(...order) as Promise<Record<string, unknown>[]>;
}
