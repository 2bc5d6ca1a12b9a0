// One login text field: typing is forced to lower case without whitespace; the error shows once touched.
// Built from MUI's input parts rather than TextField, whose select mode would bring menus into the login page.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import FilledInput from '@mui/material/FilledInput';
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
}: LoginFieldProps) => {
  const id = `login-${name}`;
  return (
    <FormControl fullWidth margin="dense" error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      {/* Filled, as the theme draws every field (src/theme.ts). */}
      <FilledInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(normaliseLoginInput(event.target.value))}
        onBlur={onBlur}
        autoComplete="off"
        aria-describedby={`${id}-helper`}
      />
      <FormHelperText id={`${id}-helper`}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
};
