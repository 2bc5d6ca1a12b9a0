// Projects: SPEC 2 "Manage Projects", 3 "Project", 5 "Project and program", 7 (projects calls), 8 (texts).
import { actionsColumn, serialColumn } from './columns.ts';
import { CODE_PATTERN, maxLength, notBefore, pattern, required, requiredDate, requiredId } from './rules.ts';
import { DEFAULT_LIST_STATE_ID, stateSource } from './sources.ts';
import { defineResource } from './types.ts';

export const project = defineResource({
  name: 'project',
  table: 'projects',
  idKey: 'id',
  endpoints: {
    list: 'projects',
    get: 'get_project',
    add: 'projects_add',
    edit: 'projects_edit',
    delete: 'project_delete',
  },
  routes: { list: '/project', create: '/projectCreate', edit: '/projectEdit' },
  menuGroup: 'master',
  texts: {
    listHeading: 'Manage Projects',
    menuLabel: 'Manage Projects',
    addButton: 'Add project',
    createHeading: 'Add Project',
    // Two spaces and "Add" on the edit screen: the product's own heading, kept on purpose.
    editHeading: 'Add  Project',
    added: 'Project added successfully.',
    updated: 'Project updated successfully.',
    deleted: 'Project deleted successfully.',
  },
  fields: [
    {
      name: 'project_name',
      label: 'Name',
      kind: 'text',
      rules: [required('Project name is required'), maxLength(100, 'Maximum 100 characters allowed')],
    },
    {
      name: 'start_date',
      payloadKey: 'startDate',
      label: 'Start Date',
      kind: 'date',
      todayWhenEmptyOnCreate: true,
      pickerMin: 'today',
      rules: [requiredDate('Start date is required')],
    },
    {
      name: 'end_date',
      payloadKey: 'endDate',
      label: 'End Date',
      kind: 'date',
      todayWhenEmptyOnCreate: true,
      pickerMin: { field: 'startDate' },
      rules: [requiredDate('End date is required')],
    },
    {
      name: 'project_code',
      label: 'Project Code',
      kind: 'text',
      rules: [
        required('Project code is required'),
        maxLength(50, 'Maximum 50 characters allowed'),
        pattern(CODE_PATTERN, 'Project code must be alphanumeric and may include - or _'),
      ],
    },
    {
      name: 'state_id',
      label: 'State',
      kind: 'select',
      source: stateSource,
      rules: [requiredId('State is required')],
    },
  ],
  refinements: [notBefore('endDate', 'startDate', 'End date cannot be before start date')],
  columns: [
    serialColumn,
    { source: 'project_name', label: 'Name', sortable: true, display: { kind: 'text' } },
    { source: 'project_code', label: 'Project code', sortable: true, display: { kind: 'text' } },
    {
      source: 'state_id',
      label: 'State',
      sortable: true,
      display: { kind: 'lookup', source: stateSource, fallbackValue: DEFAULT_LIST_STATE_ID },
    },
    { source: 'start_date', label: 'StartDate', sortable: true, display: { kind: 'date' } },
    { source: 'end_date', label: 'EndDate', sortable: true, display: { kind: 'date' } },
    actionsColumn,
  ],
  search: ['project_code', 'project_name', 'start_date', 'state_id', 'end_date'],
});
