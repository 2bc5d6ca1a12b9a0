// A text, email or password input.
import { TextInput as RaTextInput } from 'react-admin';
import { inputPropsOf, type FieldProps } from './fieldProps.ts';

const inputTypes = { email: 'email', password: 'password' } as const;

export const TextInput = (props: FieldProps) => (
  <RaTextInput
    {...inputPropsOf(props)}
    type={inputTypes[props.field.kind as keyof typeof inputTypes] ?? 'text'}
    autoComplete="off"
    fullWidth
  />
);
