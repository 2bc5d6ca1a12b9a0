// The notification bell in the app bar; there are no notifications to show yet.
import NotificationsIcon from '@mui/icons-material/Notifications';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

export const NotificationsMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label="Notifications"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>No new notifications</MenuItem>
      </Menu>
    </>
  );
};
