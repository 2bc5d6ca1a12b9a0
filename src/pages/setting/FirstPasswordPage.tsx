// Shown instead of the app while the signed-in user's password is one the server printed: change it, or log out.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { authProvider, http, session } from '../../backend.ts';
import { LOGIN_PATH } from '../../startupRoute.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export const FIRST_PASSWORD_TEXT =
  'Your password was made by the server and shown only once. Choose your own password to go on.';

const FirstPasswordPage = ({ onChanged }: { onChanged: () => void }) => {
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
          Change your password
        </Typography>
        <Typography>{FIRST_PASSWORD_TEXT}</Typography>
        <ChangePasswordForm http={http} onChanged={changed} />
        <Button onClick={logout} sx={{ justifySelf: 'start' }}>
          Logout
        </Button>
      </Box>
    </Box>
  );
};

export default FirstPasswordPage;
