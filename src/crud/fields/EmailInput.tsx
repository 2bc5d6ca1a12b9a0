// An email input whose value must not belong to another user: checked with the server as the person types.
import type { FieldProps } from './fieldProps.ts';
import { useInputProps } from './fieldProps.ts';
import { TextInput } from './TextInput.tsx';
import { useEmailCheck } from './useEmailCheck.ts';

export const EmailInput = (props: FieldProps) => {
  useEmailCheck(props.field, useInputProps(props).source, props.mode);
  return <TextInput {...props} />;
};
