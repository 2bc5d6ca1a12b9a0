// /setting (user menu -> Setting): the signed-in user's own profile and password.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { pageKeys } from '../../i18n/appKeys.ts';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import { http as appHttp } from '../../backend.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { useProfile } from './useProfile.ts';
import { useText } from '../../i18n/useText.ts';

export const SettingPage = ({ http = appHttp }: { http?: HttpClient }) => {
  const profile = useProfile(http);
  const translate = useText();
  return (
    <Box sx={{ py: 3, display: 'grid', gap: 3, maxWidth: 720 }}>
      <Title title={pageKeys.settingHeading} />
      <Typography variant="h5" component="h1">
        {translate(pageKeys.settingHeading)}
      </Typography>
      {profile === null && <CircularProgress aria-label={translate(pageKeys.loadingProfile)} />}
      {profile !== null && profile !== 'failed' && <ProfileCard profile={profile} />}
      <ChangePasswordForm http={http} />
    </Box>
  );
};
