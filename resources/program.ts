// Programs: SPEC 2 "Manage Program", 3 "Program", 5 "Project and program", 7 (programs calls), 8 (texts).
import { actionsColumn, serialColumn } from './columns.ts';
import { CODE_PATTERN, maxLength, notBefore, pattern, required, requiredDate, requiredId } from './rules.ts';
import { DEFAULT_LIST_STATE_ID, stateSource } from './sources.ts';
import { defineResource } from './types.ts';

export const program = defineResource({
  name: 'program',
  table: 'programs',
  idKey: 'id',
  endpoints: {
    list: 'programs',
    get: 'get_program',
    add: 'programs_add',
    edit: 'programs_edit',
    delete: 'program_delete',
  },
  routes: { list: '/program', create: '/programCreate', edit: '/programEdit' },
  menuGroup: 'master',
  texts: {
    listHeading: 'Manage Program',
    menuLabel: 'Manage Programs',
    addButton: 'Add Program',
    createHeading: 'Add  Program',
    // Two spaces and "Add" on the edit screen: the product's own heading, kept on purpose.
    editHeading: 'Add  Program',
    added: 'Program added successfully.',
    updated: 'Program updated successfully.',
    deleted: 'Program deleted successfully.',
  },
  fields: [
    {
      name: 'program_name',
      label: 'Name',
      kind: 'text',
      rules: [required('Program name is required'), maxLength(100, 'Maximum 100 characters allowed')],
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
      name: 'program_code',
      label: 'Program Code',
      kind: 'text',
      rules: [
        required('Program code is required'),
        maxLength(50, 'Maximum 50 characters allowed'),
        pattern(CODE_PATTERN, 'Program code must be alphanumeric and may include - or _'),
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
    { source: 'program_name', label: 'Name', sortable: true, display: { kind: 'text' } },
    { source: 'program_code', label: 'Program code', sortable: true, display: { kind: 'text' } },
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
  search: ['program_code', 'program_name', 'start_date', 'state_id', 'end_date'],
});
