// A number input.
import { NumberInput as RaNumberInput } from 'react-admin';
import { useInputProps, type FieldProps } from './fieldProps.ts';

export const NumberInput = (props: FieldProps) => (
  <RaNumberInput {...useInputProps(props)} autoComplete="off" fullWidth />
);
