// Sites: SPEC 2 "Manage Sites, Drivers and Health Workers", 3 "Site", 5 "Site", 7 (sites calls), 8 (texts).
import { actionsColumn, locationColumns, serialColumn } from '../columns.ts';
import { required, requiredId } from '../rules.ts';
import {
  blockSource,
  COMMON_FLAGS,
  commonSource,
  districtSource,
  siteSource,
  stateSource,
} from '../sources.ts';
import { defineResource, type FieldConfig } from '../types.ts';

const text = (name: string, label: string, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  label,
  kind: 'text',
  rules: [required(`${label} is required`)],
  ...extra,
});

export const site = defineResource({
  name: 'site',
  table: 'sites',
  idKey: 'id',
  icon: () => import('@mui/icons-material/Place'),
  hindi: () => import('./hi.ts'),
  dashboard: { label: 'Sites', byState: true, byWeekday: true },
  noun: { one: 'site', other: 'sites' },
  masterData: siteSource,
  endpoints: { list: 'sites', get: 'get_site', add: 'sites_add', edit: 'sites_edit', delete: 'site_delete' },
  // 'sitCreate' is the product's own spelling (SPEC 2).
  routes: { list: '/site', create: '/sitCreate', edit: '/siteEdit' },
  menuGroup: 'master',
  texts: {
    listHeading: 'Manage Site',
    menuLabel: 'Manage Site',
    addButton: 'Add Site',
    createHeading: 'Add Site',
    editHeading: 'Edit Site',
    added: 'Site added successfully.',
    // Lower-case, as the product words it (SPEC 8).
    updated: 'site updated successfully.',
    deleted: 'site deleted successfully.',
  },
  fields: [
    text('site_name', 'Site name'),
    text('mhu', 'MHU'),
    text('site_code', 'Site code', { unique: true }),
    {
      // The day select holds the option's common_id (days) and also sets its name (day_name).
      name: 'days',
      label: 'Day',
      kind: 'select',
      source: commonSource(COMMON_FLAGS.days),
      alsoSets: { day_name: 'value' },
      rules: [requiredId('Day is required')],
    },
    text('day_name', 'Day', { hidden: true }),
    {
      name: 'state_id',
      label: 'State',
      kind: 'select',
      source: stateSource,
      rules: [requiredId('State is required')],
    },
    {
      name: 'district_id',
      label: 'District',
      kind: 'select',
      source: districtSource,
      rules: [requiredId('District is required')],
    },
    {
      name: 'block_id',
      label: 'Block',
      kind: 'select',
      source: blockSource,
      rules: [requiredId('Block is required')],
    },
  ],
  // Columns: S.No., Site name, Site code, MHU, Day, State, District, Block, Action. Search: SPEC 2's list.
  columns: [
    serialColumn,
    { source: 'site_name', label: 'Site name', sortable: true, display: { kind: 'text' }, priority: 1 },
    { source: 'site_code', label: 'Site code', sortable: true, display: { kind: 'text' }, priority: 1 },
    { source: 'mhu', label: 'MHU', sortable: true, display: { kind: 'text' }, priority: 2 },
    {
      source: 'day_name',
      label: 'Day',
      sortable: true,
      // day_name stores the day's English name; the list shows it in the chosen language.
      display: { kind: 'text', option: commonSource(COMMON_FLAGS.days) },
      priority: 2,
    },
    ...locationColumns,
    actionsColumn,
  ],
  mobile: { primary: 'site_name', secondary: ['site_code', 'state_id'] },
  search: ['site_name', 'site_code', 'day_name', 'block_id', 'state_id', 'district_id'],
  filters: ['state_id', 'district_id', 'block_id', 'days', 'mhu'],
  csv: { key: 'site_code' },
});
