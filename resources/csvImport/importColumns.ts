// The columns of an imported file, from a resource's config: the list's column labels (as an export writes
// them), the form's labels where they name one field only, and the fields a form has but the list does not.
import type { FieldConfig, ResourceConfig } from '../types.ts';

export interface ImportColumn {
  field: FieldConfig;
  /** The list's label, or the form's when the list does not show the field. */
  label: string;
  /** Every header that names this column, lower case. */
  names: string[];
  /** A row must give it: a required field with no default (an empty project date is today, as on the form). */
  required: boolean;
}

/** True unless the config says `csv: { import: false }` (users). */
export const isImportable = (resource: ResourceConfig): boolean => resource.csv?.import !== false;

/** Fields a person types or chooses: not hidden, computed, a photo or a password. */
const typed = (field: FieldConfig) =>
  !field.hidden &&
  !field.readOnly &&
  !field.computedFrom &&
  field.kind !== 'file' &&
  field.kind !== 'password';

/** The field a list column shows: itself, or the select that sets it (the site's Day shows day_name). */
const fieldOfColumn = (resource: ResourceConfig, source: string) => {
  const field = resource.fields.find((f) => f.name === source);
  if (field && !field.hidden) return field;
  return resource.fields.find((f) => f.kind === 'select' && f.alsoSets && source in f.alsoSets);
};

const isRequired = (field: FieldConfig) =>
  !field.todayWhenEmptyOnCreate &&
  field.defaultValue === undefined &&
  (field.rules ?? []).some((rule) => rule.checksEmpty && !rule.on);

const nameOf = (label: string) => label.trim().toLowerCase();

/**
 * The resource's import columns in form order (a state before its districts).
 * @example importColumns(project).map((c) => c.label) // ['Name', 'StartDate', 'EndDate', 'Project code', 'State']
 */
export const importColumns = (resource: ResourceConfig): ImportColumn[] => {
  const listLabels = new Map<FieldConfig, string>();
  for (const column of resource.columns) {
    const field = fieldOfColumn(resource, column.source);
    if (field && typed(field) && !listLabels.has(field)) listLabels.set(field, column.label);
  }
  const fields = resource.fields.filter(typed);
  const labelsOf = (field: FieldConfig) => [listLabels.get(field) ?? field.label, field.label].map(nameOf);
  // A form label another field also answers to (as its list or form label) names neither.
  const count = (name: string) => fields.filter((f) => labelsOf(f).includes(name)).length;
  return fields.map((field) => {
    const [listName, formName] = labelsOf(field);
    return {
      field,
      label: listLabels.get(field) ?? field.label,
      names: formName === listName || count(formName) > 1 ? [listName] : [listName, formName],
      required: isRequired(field),
    };
  });
};

/** The column of the config's `csv.key` (project_code, site_code, mobile_no), if it has one. */
export const keyColumn = (resource: ResourceConfig, columns = importColumns(resource)) =>
  columns.find((column) => column.field.name === resource.csv?.key);
