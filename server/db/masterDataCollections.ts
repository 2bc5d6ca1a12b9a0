// Each master-data collection described once: its table, its columns under the keys the client reads, which
// rows are live, their order, and which of them a signed-in user may use. GET /api/master_data lists them; the
// write check looks choices up in them.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  resources,
  type MasterData,
  type MasterDataCollection,
  type MasterDataSource,
  type ResourceConfig,
} from '../../resources/index.ts';
import type { Area } from '../../resources/access.ts';
import { scopeWhere } from '../auth/scope.ts';
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
  /**
   * Locations: an LGD import retires rows (not live) instead of deleting them, and a record that names one may
   * keep it on edit (crud/references.ts); the import reports such records (lgd/retiredInUse.ts).
   */
  retires?: true;
  /**
   * The rows a user other than an administrator may use (undefined: every live row): the locations of their
   * state, a resource's rows they may read. Administrators get every live row.
   */
  within?: (area: Area) => SQL;
}

const nothing = sql`false`;
/** The user's state; none without one (a user with no state gets no locations, never all). */
const ofState = (column: PgColumn) => (area: Area) =>
  area.stateId === null ? nothing : eq(column, area.stateId);

/** The collections of reference tables (LGD and the seeded options): no resource of the registry. */
type ReferenceCollection = 'state' | 'district' | 'block' | 'mst_roles' | 'mst_common';
type References = { [C in ReferenceCollection]: CollectionTable<keyof MasterData[C][number] & string> };

const referenceCollections: References = {
  state: {
    table: states,
    reference: true,
    retires: true,
    columns: { state_id: states.state_id, state_name: states.state_name },
    live: eq(states.active, true),
    order: [asc(states.state_name)],
    within: ofState(states.state_id),
  },
  district: {
    table: districts,
    reference: true,
    retires: true,
    columns: {
      district_id: districts.district_id,
      district_name: districts.district_name,
      state_id: districts.state_id,
    },
    live: eq(districts.active, true),
    order: [asc(districts.district_name)],
    within: ofState(districts.state_id),
  },
  block: {
    table: blocks,
    reference: true,
    retires: true,
    columns: { block_id: blocks.block_id, block_name: blocks.block_name, district_id: blocks.district_id },
    live: eq(blocks.active, true),
    order: [asc(blocks.block_name)],
    // The blocks of the state's districts (the district list's own rule).
    within: (area) =>
      area.stateId === null
        ? nothing
        : inArray(
            blocks.district_id,
            sql`(select ${districts.district_id} from ${districts}
              where ${districts.state_id} = ${area.stateId} and ${districts.active})`,
          ),
  },

  mst_roles: {
    table: roles,
    reference: true,
    columns: { role_id: roles.role_id, role_name: roles.role_name, role_name_hi: roles.role_name_hi },
    live: eq(roles.active, true),
    order: [asc(roles.role_id)],
  },
  // Options keep their own order (Monday..Sunday), not the alphabet's.
  mst_common: {
    table: mstCommon,
    reference: true,
    columns: {
      common_id: mstCommon.common_id,
      value: mstCommon.value,
      value_hi: mstCommon.value_hi,
      flag: mstCommon.flag,
    },
    live: eq(mstCommon.active, true),
    order: [asc(mstCommon.flag), asc(mstCommon.common_id)],
  },
};

/**
 * A master-data resource's collection (its config's `masterData`): its id under valueKey, its label and the
 * columns the source carries; live rows by label.
 */
function resourceCollection(
  resource: ResourceConfig,
  { valueKey, labelKey, carries = [] }: MasterDataSource,
): CollectionTable {
  const table = tableOf(resource.table);
  return {
    table,
    columns: {
      [valueKey]: table[resource.idKey],
      [labelKey]: table[labelKey],
      ...Object.fromEntries(carries.map((key) => [key, table[key]])),
    },
    live: isNull(table.deleted_at),
    order: [asc(table[labelKey])],
    within: (area) => scopeWhere(area, resource.name, table, 'read') ?? sql`true`,
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

/**
 * A collection's live rows under the keys the client reads, in its order; given an area, only those the user may
 * use (all of them for an administrator).
 * @example readCollection(db, 'district', districtCoordinator.area) // the districts of their state
 */
export function readCollection(db: Pick<Database, 'select'>, name: MasterDataCollection, area?: Area) {
  const { table, columns, live, order, within } = masterDataCollections[name];
  const narrowed = area && !area.administrator && within ? and(live, within(area)) : live;
  return db
    .select(columns)
    .from(table)
    .where(narrowed)
    .orderBy(...order) as Promise<Record<string, unknown>[]>;
}
