// A number input; a phone shows its number pad.
import { NumberInput as RaNumberInput } from 'react-admin';
import { inputModeOf } from '../../../resources/index.ts';
import { useInputProps, type FieldProps } from './fieldProps.ts';

export const NumberInput = (props: FieldProps) => (
  <RaNumberInput
    {...useInputProps(props)}
    autoComplete="off"
    slotProps={{ htmlInput: { inputMode: inputModeOf(props.field) } }}
    fullWidth
  />
);
