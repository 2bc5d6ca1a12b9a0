// The master-data sources the configs' selects and lookup columns use (SPEC 3, "Master data").
import type { MasterDataSource } from './masterData.ts';

export const stateSource: MasterDataSource = {
  collection: 'state',
  valueKey: 'state_id',
  labelKey: 'state_name',
};

/** Districts of the chosen state. */
export const districtSource: MasterDataSource = {
  collection: 'district',
  valueKey: 'district_id',
  labelKey: 'district_name',
  dependsOn: { field: 'state_id', key: 'state_id' },
};

/** Blocks of the chosen district, filtered on the client by district_id. */
export const blockSource: MasterDataSource = {
  collection: 'block',
  valueKey: 'block_id',
  labelKey: 'block_name',
  dependsOn: { field: 'district_id', key: 'district_id' },
  waitsOnEdit: true,
};

export const roleSource: MasterDataSource = {
  collection: 'mst_roles',
  valueKey: 'role_id',
  labelKey: 'role_name',
  localLabelKeys: { hi: 'role_name_hi' },
};
export const programSource: MasterDataSource = {
  collection: 'mst_program',
  valueKey: 'program_id',
  labelKey: 'program_name',
};
export const projectSource: MasterDataSource = {
  collection: 'mst_project',
  valueKey: 'project_id',
  labelKey: 'project_name',
};
export const siteSource: MasterDataSource = {
  collection: 'mst_sites',
  valueKey: 'id',
  labelKey: 'site_name',
  carries: ['mhu', 'state_id', 'district_id', 'block_id'],
};

/** The flags that tell mst_common's option lists apart. */
export const COMMON_FLAGS = { gender: 2, days: 7, idCard: 8, relation: 9 } as const;

export const commonSource = (flag: number): MasterDataSource => ({
  collection: 'mst_common',
  valueKey: 'common_id',
  labelKey: 'value',
  localLabelKeys: { hi: 'value_hi' },
  filter: { flag },
});

/** A list shows a record without a state as state id 2 (SPEC 9). */
export const DEFAULT_LIST_STATE_ID = 2;
