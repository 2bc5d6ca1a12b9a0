// A long form's fields by part (person, location, posting) for a phone, where one long column of fields buries
// what the form is about: the fields without a part first, then each part in FORM_SECTIONS order, each in the
// config's own order.
import { FORM_SECTIONS, type FieldConfig, type FormSection } from './types.ts';

export interface FieldGroup {
  /** Undefined for the fields of no part, drawn without a heading. */
  section: FormSection | undefined;
  fields: FieldConfig[];
}

/**
 * @example formSectionsOf(driver.fields) // [{ section: 'person', fields: [driver_name, mobile_no, ...] }, { section: 'location', ... }, { section: 'posting', ... }]
 */
export const formSectionsOf = (fields: readonly FieldConfig[]): FieldGroup[] =>
  [undefined, ...FORM_SECTIONS]
    .map((section) => ({ section, fields: fields.filter((field) => field.section === section) }))
    .filter((group) => group.fields.length > 0);
