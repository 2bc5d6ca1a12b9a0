// Picks the field component for a config field's kind.
import type { ComponentType } from 'react';
import type { FieldKind } from '../../../resources/index.ts';
import { DateField } from './DateField.tsx';
import type { FieldProps } from './fieldProps.ts';
import { NumberField } from './NumberField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

// The image upload (kind 'file') arrives with the driver and health-worker configs.
const components: Partial<Record<FieldKind, ComponentType<FieldProps>>> = {
  text: TextField,
  email: TextField,
  password: TextField,
  number: NumberField,
  date: DateField,
  select: SelectField,
};

export const FieldInput = (props: FieldProps) => {
  const Component = components[props.field.kind];
  // Not drawn until its component exists; the schema still checks it.
  return Component ? <Component {...props} /> : null;
};
