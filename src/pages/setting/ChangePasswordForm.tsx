// Change your own password: the current one is checked by the server, and your other sessions end on success.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { type HttpClient } from '../../../dataProvider/httpClient.ts';
import { changePasswordForm, type ChangePasswordValues } from '../../../resources/changePassword.ts';
// Passwords are typed as on the login form: forced to lower case, whitespace removed.
import { normalisePassword } from '../../../resources/password.ts';
import { fieldErrorsOf, serverMessageOf } from '../../crud/serverAnswer.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { knownText, rootTexts } from '../../i18n/rootTexts.ts';
import { useRootTexts } from '../../i18n/useRootTexts.ts';

const emptyChangePassword: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

type Label = 'currentPassword' | 'newPassword' | 'confirmPassword';
const fields: { key: keyof ChangePasswordValues; label: Label; deps?: 'confirm_password' }[] = [
  { key: 'current_password', label: 'currentPassword' },
  // The confirmation is checked again whenever the new password changes.
  { key: 'new_password', label: 'newPassword', deps: 'confirm_password' },
  { key: 'confirm_password', label: 'confirmPassword' },
];

export interface ChangePasswordFormProps {
  http: HttpClient;
  /** After the success dialog is closed. */
  onChanged?: () => void;
}

export const ChangePasswordForm = ({ http, onChanged }: ChangePasswordFormProps) => {
  const dialogs = useDialogs();
  const texts = useRootTexts().password;
  const inLanguage = (message: string) => knownText(rootTexts.password, texts, message);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: emptyChangePassword,
    // Every change and blur is checked; a field's message shows once it is touched or the form submitted.
    mode: 'all',
  });
  const { isSubmitted } = formState;

  const changePassword = async ({ current_password, new_password }: ChangePasswordValues) => {
    dialogs.wait(texts.saving);
    try {
      const answer = await http.request<{ message?: string }>('change_password', {
        method: 'POST',
        body: { current_password, new_password },
      });
      reset();
      await dialogs.success({ title: texts.changedTitle, text: inLanguage(answer.message ?? texts.changed) });
      onChanged?.();
    } catch (error) {
      // The server's refusals of a field (a common password, say) stay under that field after the dialog.
      for (const { key } of fields) {
        const message = fieldErrorsOf(error)?.[key];
        if (message) setError(key, { type: 'server', message });
      }
      const message = serverMessageOf(error);
      const text = message ? inLanguage(message) : texts.errorText;
      await dialogs.error({ title: texts.errorTitle, text, button: texts.tryAgain });
    }
  };

  return (
    <Paper component="section" aria-labelledby="password-heading" sx={{ p: 3 }}>
      <Typography id="password-heading" variant="h6" component="h2" gutterBottom>
        {texts.heading}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit(changePassword)}
        spacing={2}
        sx={{ maxWidth: 420 }}
      >
        {fields.map(({ key, label, deps }) => (
          <Controller
            key={key}
            name={key}
            control={control}
            rules={{ deps }}
            // Both read on every render: a controller follows only the parts of its state that are read.
            render={({ field, fieldState: { error: fieldError, isTouched } }) => {
              const shown = isTouched || isSubmitted ? fieldError?.message : undefined;
              const error = shown && inLanguage(shown);
              return (
                <TextField
                  label={texts[label]}
                  type="password"
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(normalisePassword(e.target.value))}
                  onBlur={field.onBlur}
                  error={Boolean(error)}
                  helperText={error ?? ' '}
                />
              );
            }}
          />
        ))}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {texts.submit}
        </Button>
      </Stack>
    </Paper>
  );
};
