// The app bar: the product's header text, the changes waiting to be sent, the notification bell and the user menu.
// Drawn again by its own hooks only, not at each new URL (a list's page change or sort).
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { AppBar } from 'react-admin';
import { layoutKeys } from '../i18n/appKeys.ts';
import { headerTitle } from './headerTitle.ts';
import { AppUserMenu } from './AppUserMenu.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { useText } from '../i18n/useText.ts';
import { WaitingBadge } from '../waitingChanges/WaitingBadge.tsx';

export const AppHeader = memo(function AppHeader() {
  const translate = useText();
  const title = headerTitle(import.meta.env.VITE_PROVIDER_NAME, translate(layoutKeys.appTitle));
  return (
    <AppBar color="primary" userMenu={<AppUserMenu />} toolbar={<NotificationsMenu />}>
      <Typography variant="h6" component="span" noWrap sx={{ flex: 1 }}>
        {title}
      </Typography>
      <WaitingBadge />
    </AppBar>
  );
});
