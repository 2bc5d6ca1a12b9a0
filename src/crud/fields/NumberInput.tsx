// A number input.
import { NumberInput as RaNumberInput } from 'react-admin';
import { inputPropsOf, type FieldProps } from './fieldProps.ts';

export const NumberInput = (props: FieldProps) => (
  <RaNumberInput {...inputPropsOf(props)} autoComplete="off" fullWidth />
);
