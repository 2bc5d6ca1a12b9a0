// A field kept in the form state and sent, never drawn: set by another field's choice (day_name from the day,
// card_holder_id from the ID card).
import { useInput } from 'react-admin';
import { useInputProps, type FieldProps } from './fieldProps.ts';

export const HiddenInput = (props: FieldProps) => {
  useInput({ source: useInputProps(props).source });
  return null;
};
