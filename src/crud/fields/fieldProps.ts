// What every field component is given: its config and whether the form adds or edits.
import { payloadKeyOf, type FieldConfig, type FormMode } from '../../../resources/index.ts';

export interface FieldProps {
  field: FieldConfig;
  mode: FormMode;
}

/** The form value's key (a payload key, e.g. startDate), and the label with the '*' marker where configured. */
export const inputPropsOf = ({ field, mode }: FieldProps) => ({
  source: payloadKeyOf(field),
  label: field.marked ? `${field.label} *` : field.label,
  disabled: field.disabledOn === mode,
  readOnly: field.readOnly,
});
