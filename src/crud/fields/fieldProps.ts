// What every field component is given: its config and whether the form adds or edits.
import { useResourceContext } from 'react-admin';
import { payloadKeyOf, type FieldConfig, type FormMode } from '../../../resources/index.ts';
import { resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useReadOnlyForm } from '../form/readOnlyForm.ts';

export interface FieldProps {
  field: FieldConfig;
  mode: FormMode;
}

/**
 * The form value's key (a payload key, e.g. startDate), and the label in the chosen language with the '*'
 * marker where configured (the config's English label outside a resource's screen). A read-only form's fields
 * are all disabled.
 */
export const useInputProps = ({ field, mode }: FieldProps) => {
  const resource = useResourceContext();
  const translate = useText();
  const readOnlyForm = useReadOnlyForm();
  const label = resource
    ? translate(resourceKey(resource, 'fields', field.name), { _: field.label })
    : field.label;
  return {
    source: payloadKeyOf(field),
    label: field.marked ? `${label} *` : label,
    disabled: readOnlyForm || field.disabledOn === mode,
    readOnly: field.readOnly,
  };
};
