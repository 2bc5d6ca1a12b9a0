// Change your own password: the current one is checked by the server, and your other sessions end on success.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HttpError, type HttpClient } from '../../../dataProvider/httpClient.ts';
// Passwords are typed as on the login form: forced to lower case, whitespace removed.
import { normalisePassword } from '../../../resources/password.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import {
  changePasswordErrors,
  emptyChangePassword,
  type ChangePasswordValues,
} from './changePasswordRules.ts';

const fields: { key: keyof ChangePasswordValues; label: string }[] = [
  { key: 'current_password', label: 'Current Password' },
  { key: 'new_password', label: 'New Password' },
  { key: 'confirm_password', label: 'Confirm New Password' },
];

export interface ChangePasswordFormProps {
  http: HttpClient;
  /** After the success dialog is closed. */
  onChanged?: () => void;
}

export const ChangePasswordForm = ({ http, onChanged }: ChangePasswordFormProps) => {
  const dialogs = useDialogs();
  const [values, setValues] = useState(emptyChangePassword);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordValues, boolean>>>({});
  const errors = changePasswordErrors(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ current_password: true, new_password: true, confirm_password: true });
    if (Object.keys(errors).length) return;
    dialogs.wait('Please wait...');
    try {
      const { current_password, new_password } = values;
      const answer = await http.request<{ message?: string }>('change_password', {
        method: 'POST',
        body: { current_password, new_password },
      });
      setValues(emptyChangePassword);
      setTouched({});
      await dialogs.success({ title: 'Updated!', text: answer.message ?? 'Password changed successfully.' });
      onChanged?.();
    } catch (error) {
      const text =
        error instanceof HttpError && error.body.message ? error.body.message : 'Something went wrong';
      await dialogs.error({ title: 'Error', text, button: 'Try Again' });
    }
  };

  return (
    <Paper component="section" aria-labelledby="password-heading" sx={{ p: 3 }}>
      <Typography id="password-heading" variant="h6" component="h2" gutterBottom>
        Change Password
      </Typography>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
        {fields.map(({ key, label }) => {
          const error = touched[key] ? errors[key] : undefined;
          return (
            <TextField
              key={key}
              label={label}
              type="password"
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: normalisePassword(e.target.value) })}
              onBlur={() => setTouched({ ...touched, [key]: true })}
              error={Boolean(error)}
              helperText={error ?? ' '}
            />
          );
        })}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Change Password
        </Button>
      </Stack>
    </Paper>
  );
};
