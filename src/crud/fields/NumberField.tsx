// A number input.
import { NumberInput } from 'react-admin';
import { inputPropsOf, type FieldProps } from './fieldProps.ts';

export const NumberField = (props: FieldProps) => (
  <NumberInput {...inputPropsOf(props)} autoComplete="off" fullWidth />
);
