// The login screen (SPEC 2): username and password, errors after touch, the error dialog on failure.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { loginErrors, type LoginValues } from '../../../authProvider/loginRules.ts';
import footerImage from '../../assets/footer.svg';
import logoImage from '../../assets/logo.svg';
import { authProvider } from '../../backend.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { knownText, rootTexts } from '../../i18n/rootTexts.ts';
import { useRootTexts } from '../../i18n/useRootTexts.ts';
import { PRIVACY_POLICY_PATH } from '../../startupRoute.ts';
import { LoginField } from './LoginField.tsx';
import { loginFailureMessage } from './loginFailureMessage.ts';

type Field = keyof LoginValues;

export const LoginPage = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const dialogs = useDialogs();
  const texts = useRootTexts();
  const inLanguage = (message: string) => knownText(rootTexts.login, texts.login, message);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const errors = loginErrors(values);
  const shown = (field: Field) => {
    const error = touched[field] ? errors[field] : undefined;
    return error && inLanguage(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      await authProvider.login(values);
      onSignedIn();
    } catch (error) {
      setSubmitting(false);
      await dialogs.error({
        title: texts.login.errorTitle,
        text: inLanguage(loginFailureMessage(error)),
        button: texts.login.tryAgain,
      });
    }
  };

  const fieldProps = (field: Field) => ({
    value: values[field],
    error: shown(field),
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper
          component="form"
          noValidate
          autoComplete="off"
          onSubmit={submit}
          elevation={3}
          sx={{ p: 4, width: '100%', maxWidth: 400 }}
        >
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <img src={logoImage} alt={texts.login.logoAlt} width={88} height={88} />
            <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 600 }}>
              {texts.login.title}
            </Typography>
          </Box>
          <LoginField label={texts.login.username} name="username" {...fieldProps('username')} />
          <LoginField
            label={texts.login.password}
            name="password"
            type="password"
            {...fieldProps('password')}
          />
          <Box sx={{ textAlign: 'right', mb: 2 }}>
            {/* The spec's link goes nowhere. */}
            <Link href="#" underline="hover" variant="body2" onClick={(event) => event.preventDefault()}>
              {texts.login.forgotPassword}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
            {texts.login.login}
          </Button>
          <Typography variant="caption" component="p" sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={PRIVACY_POLICY_PATH} underline="hover" color="text.secondary">
              {texts.login.privacyPolicy}
            </Link>
          </Typography>
        </Paper>
      </Box>
      <Box component="img" src={footerImage} alt="" sx={{ width: '100%', height: 80, display: 'block' }} />
    </Box>
  );
};
