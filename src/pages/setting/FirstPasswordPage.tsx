// Shown instead of the app while the signed-in user's password is one the server printed: change it, or log out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { authProvider, http, session } from '../../backend.ts';
import { useRootTexts } from '../../i18n/useRootTexts.ts';
import { LOGIN_PATH } from '../../startupRoute.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const FirstPasswordPage = ({ onChanged }: { onChanged: () => void }) => {
  const texts = useRootTexts().password;
  const changed = () => {
    const user = session.getUser();
    if (user) session.setUser({ ...user, must_change_password: false });
    onChanged();
  };
  const logout = async () => {
    await authProvider.logout({});
    window.location.assign(LOGIN_PATH);
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
        <Typography variant="h5" component="h1">
          {texts.firstHeading}
        </Typography>
        <Typography>{texts.firstText}</Typography>
        <ChangePasswordForm http={http} onChanged={changed} />
        <Button onClick={logout} sx={{ justifySelf: 'start' }}>
          {texts.logout}
        </Button>
      </Box>
    </Box>
  );
};

export default FirstPasswordPage;
