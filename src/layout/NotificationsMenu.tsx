// The notification bell in the app bar; there are no notifications to show yet.
import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

import { useEmptySentence } from '../crud/list/EmptyList.tsx';
import { layoutKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';

export const NotificationsMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const translate = useText();
  const emptySentence = useEmptySentence();
  return (
    <>
      <Tooltip title={translate(layoutKeys.notifications)}>
        <IconButton
          color="inherit"
          aria-label={translate(layoutKeys.notifications)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>{emptySentence(translate(layoutKeys.notificationThings))}</MenuItem>
      </Menu>
    </>
  );
};
