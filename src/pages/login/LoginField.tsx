// One login text field: typing is forced to lower case without whitespace; the error shows once touched.
import TextField from '@mui/material/TextField';
import { normaliseLoginInput } from '../../../authProvider/loginRules.ts';

interface LoginFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export const LoginField = ({
  label,
  name,
  type = 'text',
  value,
  error,
  onChange,
  onBlur,
}: LoginFieldProps) => (
  <TextField
    label={label}
    name={name}
    type={type}
    value={value}
    onChange={(event) => onChange(normaliseLoginInput(event.target.value))}
    onBlur={onBlur}
    error={error !== undefined}
    helperText={error ?? ' '}
    autoComplete="off"
    fullWidth
    margin="dense"
  />
);
