// The registry checked as a whole before anything is built from it: every resource folder complete, its columns'
// priorities and its list filters sound, no name, path, endpoint or table given twice. A mistake is one error naming
// the folders, at the server's start and the app's.
import { FILTER_KINDS } from './listFilters.ts';
import type { DashboardFigure, ResourceConfig, ResourceTexts } from './types.ts';

const TEXTS: (keyof ResourceTexts)[] = [
  'listHeading',
  'menuLabel',
  'addButton',
  'createHeading',
  'editHeading',
  'added',
  'updated',
  'deleted',
];

const folderOf = (resource: ResourceConfig) => `resources/${resource.name}/`;

/** What a resource's config lacks, as phrases ('its Hindi (hindi)'). */
function missingParts(resource: ResourceConfig): string[] {
  const has = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Boolean(value));
  const parts: [string, unknown][] = [
    ['its table (table)', resource.table],
    ['its icon (icon)', typeof resource.icon === 'function'],
    ["its Hindi (hindi: () => import('./hi.ts'))", typeof resource.hindi === 'function'],
    ['its fields (fields)', resource.fields?.length],
    ['its columns (columns)', resource.columns?.length],
    ['its phone card (mobile)', resource.mobile?.primary],
    ...(['list', 'get', 'add', 'edit', 'delete'] as const).map((name): [string, unknown] => [
      `its ${name} endpoint (endpoints.${name})`,
      resource.endpoints?.[name],
    ]),
    ...(['list', 'create', 'edit'] as const).map((name): [string, unknown] => [
      `its ${name} route (routes.${name})`,
      resource.routes?.[name],
    ]),
    ...TEXTS.map((name): [string, unknown] => [`its text texts.${name}`, resource.texts?.[name]]),
  ];
  return parts.filter(([, value]) => !has(value)).map(([part]) => part);
}

const PRIORITIES: unknown[] = [1, 2, 3];

/**
 * Its columns' priorities: each 1, 2 or 3, and 1 for the columns a tablet keeps in view (S.No., the Action column and
 * the one its phone card is titled by), as phrases ("gives column email the priority 4").
 */
function priorityProblems(resource: ResourceConfig): string[] {
  const kept = (column: ResourceConfig['columns'][number]) =>
    ['serial', 'actions'].includes(column.display.kind) || column.source === resource.mobile?.primary;
  return (resource.columns ?? []).flatMap((column) => {
    if (!PRIORITIES.includes(column.priority))
      return [`gives column ${column.source} the priority ${String(column.priority)}, not 1, 2 or 3`];
    return kept(column) && column.priority !== 1
      ? [`gives column ${column.source} the priority ${column.priority}: a tablet keeps it, so 1`]
      : [];
  });
}

/** The fields a dashboard chart's links filter its series' lists on (resources/dashboard.ts `breakdowns`). */
const LINKED_FILTERS: Record<keyof Omit<DashboardFigure, 'label'>, string[]> = {
  byState: ['state_id', 'district_id'],
  byWeekday: ['state_id', 'days'],
  byMhu: ['state_id', 'mhu'],
};

/**
 * Its list filters: each one of its fields, of a kind a list filters on, given once; and those the dashboard's links
 * name for its charts (a field it has), as phrases ("filters on mobile_no, a number field").
 */
function filterProblems(resource: ResourceConfig): string[] {
  const filters = resource.filters ?? [];
  const fieldOf = (name: string) => resource.fields?.find((field) => field.name === name);
  const own = filters.flatMap((name, index) => {
    const field = fieldOf(name);
    if (!field) return [`filters on ${name}, which is none of its fields`];
    if (filters.indexOf(name) !== index) return [`filters on ${name} twice`];
    if (!FILTER_KINDS.includes(field.kind) || field.hidden)
      return [
        `filters on ${name}, a ${field.hidden ? 'hidden' : field.kind} field: lists filter on shown selects, texts and dates`,
      ];
    return [];
  });
  const linked = Object.entries(LINKED_FILTERS).flatMap(([flag, names]) =>
    resource.dashboard?.[flag as keyof typeof LINKED_FILTERS]
      ? names
          .filter((name) => fieldOf(name) && !filters.includes(name))
          .map(
            (name) => `is counted ${flag} on the dashboard, whose links filter on ${name}: add it to filters`,
          )
      : [],
  );
  return [...own, ...linked];
}

/**
 * Its form's parts: none, or one for every field it shows (a phone draws the fields of no part first, without a
 * heading, which in a form with parts reads as a part whose heading is missing).
 */
function sectionProblems(resource: ResourceConfig): string[] {
  const shown = (resource.fields ?? []).filter((field) => !field.hidden);
  if (!shown.some((field) => field.section)) return [];
  return shown
    .filter((field) => !field.section)
    .map(
      (field) => `puts ${field.name} in no part of its form, whose other fields have one: give it a section`,
    );
}

/** Its list photo: none, or a `file` field it has, as a phrase ("shows name as its list photo, a text field"). */
function listPhotoProblems(resource: ResourceConfig): string[] {
  if (resource.listPhoto === undefined) return [];
  const field = resource.fields?.find((candidate) => candidate.name === resource.listPhoto);
  if (!field) return [`shows ${resource.listPhoto} as its list photo, which is none of its fields`];
  return field.kind === 'file'
    ? []
    : [`shows ${resource.listPhoto} as its list photo, a ${field.kind} field: a list photo is a file field`];
}

/** Each value given by more than one resource, with the folders that give it. */
function clashes(registry: readonly ResourceConfig[], valuesOf: (resource: ResourceConfig) => string[]) {
  const owners = new Map<string, string[]>();
  for (const resource of registry)
    for (const value of new Set(valuesOf(resource).map((text) => text.toLowerCase())))
      owners.set(value, [...(owners.get(value) ?? []), folderOf(resource)]);
  return [...owners].filter(([, folders]) => folders.length > 1);
}

/**
 * Throws one error listing every problem of the registry, each naming its folder(s); answers nothing when sound.
 * @example checkRegistry(resources) // at start, before routes and screens are built from it
 */
export function checkRegistry(registry: readonly ResourceConfig[]): void {
  const problems = registry.flatMap((resource) => [
    ...missingParts(resource).map((part) => `${folderOf(resource)} lacks ${part}`),
    ...priorityProblems(resource).map((problem) => `${folderOf(resource)} ${problem}`),
    ...filterProblems(resource).map((problem) => `${folderOf(resource)} ${problem}`),
    ...sectionProblems(resource).map((problem) => `${folderOf(resource)} ${problem}`),
    ...listPhotoProblems(resource).map((problem) => `${folderOf(resource)} ${problem}`),
  ]);
  const unique: [string, (resource: ResourceConfig) => string[]][] = [
    ['name', (resource) => [resource.name]],
    ['table', (resource) => [resource.table]],
    ['route', (resource) => Object.values(resource.routes ?? {})],
    ['endpoint', (resource) => Object.values(resource.endpoints ?? {})],
  ];
  for (const [what, valuesOf] of unique)
    for (const [value, folders] of clashes(registry, valuesOf))
      problems.push(`${folders.join(' and ')} give the same ${what} '${value}'`);
  if (problems.length) throw new Error(`The resource registry is not sound:\n  ${problems.join('\n  ')}`);
}
