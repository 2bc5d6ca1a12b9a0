// List columns every resource shares: the running S.No., the row actions, and the place columns.
import { blockSource, districtSource, stateSource } from './sources.ts';
import type { ColumnConfig } from './types.ts';

/** S.No.: continues across pages, not sortable, 70px (SPEC 2). */
export const serialColumn: ColumnConfig = {
  source: 'serialNo',
  label: 'S.No.',
  sortable: false,
  width: 70,
  display: { kind: 'serial' },
};

/** The per-row edit link and delete button. */
export const actionsColumn: ColumnConfig = {
  source: 'id',
  label: 'Action',
  sortable: false,
  display: { kind: 'actions' },
};

/** State, District and Block, names resolved from master data ('--' when unknown). */
export const locationColumns: ColumnConfig[] = [
  { source: 'state_id', label: 'State', sortable: true, display: { kind: 'lookup', source: stateSource } },
  {
    source: 'district_id',
    label: 'District',
    sortable: true,
    display: { kind: 'lookup', source: districtSource },
  },
  { source: 'block_id', label: 'Block', sortable: true, display: { kind: 'lookup', source: blockSource } },
];
