// Picks the field component for a config field's kind, and applies the rules that hang on other values:
// shown only while `shownWhen` holds, several values while `multipleWhen` holds.
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldKind, Values } from '../../../resources/index.ts';
import { ComputedInput } from './ComputedInput.tsx';
import { DateInput } from './DateInput.tsx';
import { EmailInput } from './EmailInput.tsx';
import type { FieldProps } from './fieldProps.ts';
import { HiddenInput } from './HiddenInput.tsx';
import { NumberInput } from './NumberInput.tsx';
import { PhotoInput } from './PhotoInput.tsx';
import { SelectInput } from './SelectInput.tsx';
import { TextInput } from './TextInput.tsx';

/** One component per kind; a new kind is one entry here. */
export const fieldComponents: Partial<Record<FieldKind, ComponentType<FieldProps>>> = {
  text: TextInput,
  email: EmailInput,
  password: TextInput,
  number: NumberInput,
  date: DateInput,
  select: SelectInput,
  file: PhotoInput,
};

interface ResolvedProps extends FieldProps {
  component: ComponentType<FieldProps>;
}

/** A field whose presence or multiplicity follows the form's values (the user's role). */
const ValueDependentField = ({ component: Component, ...props }: ResolvedProps) => {
  const { field, mode } = props;
  const values = useWatch() as Values;
  if (field.shownWhen && !field.shownWhen(values, mode)) return null;
  const multiple = field.multipleWhen ? field.multipleWhen(values) : field.multiple;
  return <Component {...props} field={{ ...field, multiple }} />;
};

export const FieldInput = (props: FieldProps) => {
  const Component = fieldComponents[props.field.kind];
  // Not drawn until its component exists; the schema still checks it.
  if (!Component) return null;
  if (props.field.hidden) return <HiddenInput {...props} />;
  if (props.field.computedFrom) return <ComputedInput {...props} input={Component} />;
  if (props.field.shownWhen || props.field.multipleWhen)
    return <ValueDependentField {...props} component={Component} />;
  return <Component {...props} />;
};
