// List columns every resource shares: the running S.No., the row actions, and the place columns.
import { blockSource, districtSource, stateSource } from './sources.ts';
import type { MasterDataSource } from './masterData.ts';
import type { ColumnConfig } from './types.ts';

/** S.No.: continues across pages, not sortable, 70px (SPEC 2). */
export const serialColumn: ColumnConfig = {
  source: 'serialNo',
  label: 'S.No.',
  sortable: false,
  width: 70,
  display: { kind: 'serial' },
  priority: 1,
};

/** The per-row edit link and delete button. */
export const actionsColumn: ColumnConfig = {
  source: 'id',
  label: 'Action',
  sortable: false,
  display: { kind: 'actions' },
  priority: 1,
};

const place = (source: string, label: string, names: MasterDataSource): ColumnConfig => ({
  source,
  label,
  sortable: true,
  display: { kind: 'lookup', source: names },
  priority: 3,
});

/**
 * State, District and Block, names resolved from master data ('--' when unknown); on a tablet the first to go, as the
 * record's own columns (its name, code, MHU) say more about it.
 */
export const locationColumns: ColumnConfig[] = [
  place('state_id', 'State', stateSource),
  place('district_id', 'District', districtSource),
  place('block_id', 'Block', blockSource),
];
