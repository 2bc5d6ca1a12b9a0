// What projects and programs share (SPEC 3 "Project", "Program", 5 "Project and program"): a named, coded scheme
// of one state with a start and an end. Each says only its words; the endpoints and routes follow its name.
import { actionsColumn, serialColumn } from './columns.ts';
import { CODE_PATTERN, maxLength, notBefore, pattern, required, requiredDate, requiredId } from './rules.ts';
import { DEFAULT_LIST_STATE_ID, programSource, projectSource, stateSource } from './sources.ts';
import { defineResource, type ResourceDefinition, type ResourceTexts } from './types.ts';

const masterDataOf = { project: projectSource, program: programSource };

/** `entity` is project or program; `label` its capitalised name in messages and on the dashboard. */
export function defineScheme<E extends 'project' | 'program'>(
  entity: E,
  label: string,
  { icon, hindi, texts }: Pick<ResourceDefinition, 'icon' | 'hindi'> & { texts: ResourceTexts },
) {
  const name = `${entity}_name`;
  const code = `${entity}_code`;
  return defineResource({
    name: entity,
    table: `${entity}s` as `${E}s`,
    idKey: 'id',
    icon,
    hindi,
    dashboard: { label: `${label}s` },
    noun: { one: entity, other: `${entity}s` },
    masterData: masterDataOf[entity],
    endpoints: {
      list: `${entity}s`,
      get: `get_${entity}`,
      add: `${entity}s_add`,
      edit: `${entity}s_edit`,
      delete: `${entity}_delete`,
    },
    routes: { list: `/${entity}`, create: `/${entity}Create`, edit: `/${entity}Edit` },
    menuGroup: 'master',
    texts,
    fields: [
      {
        name,
        label: 'Name',
        kind: 'text',
        rules: [required(`${label} name is required`), maxLength(100, 'Maximum 100 characters allowed')],
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
        name: code,
        label: `${label} Code`,
        kind: 'text',
        unique: true,
        rules: [
          required(`${label} code is required`),
          maxLength(50, 'Maximum 50 characters allowed'),
          pattern(CODE_PATTERN, `${label} code must be alphanumeric and may include - or _`),
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
      // Six columns fit a tablet; on a narrower box the state and the dates go, the name and the code stay.
      { source: name, label: 'Name', sortable: true, display: { kind: 'text' }, priority: 1 },
      { source: code, label: `${label} code`, sortable: true, display: { kind: 'text' }, priority: 1 },
      {
        source: 'state_id',
        label: 'State',
        sortable: true,
        display: { kind: 'lookup', source: stateSource, fallbackValue: DEFAULT_LIST_STATE_ID },
        priority: 2,
      },
      { source: 'start_date', label: 'StartDate', sortable: true, display: { kind: 'date' }, priority: 2 },
      { source: 'end_date', label: 'EndDate', sortable: true, display: { kind: 'date' }, priority: 2 },
      actionsColumn,
    ],
    mobile: { primary: name, secondary: [code, 'state_id'] },
    search: [code, name, 'start_date', 'state_id', 'end_date'],
    filters: ['state_id', 'start_date', 'end_date'],
    csv: { key: code },
  });
}
