// A text, email or password input.
import { TextInput as RaTextInput } from 'react-admin';
import { inputModeOf } from '../../../resources/index.ts';
import { useInputProps, type FieldProps } from './fieldProps.ts';

const inputTypes = { email: 'email', password: 'password' } as const;

export const TextInput = (props: FieldProps) => (
  <RaTextInput
    {...useInputProps(props)}
    type={inputTypes[props.field.kind as keyof typeof inputTypes] ?? 'text'}
    autoComplete="off"
    slotProps={{ htmlInput: { inputMode: inputModeOf(props.field) } }}
    fullWidth
  />
);
