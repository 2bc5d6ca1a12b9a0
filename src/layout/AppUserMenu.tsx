// The user menu: Setting, and Logout after the spec's confirmation ('Are you sure?', No on the left).
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import SettingsIcon from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { UserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDialogs } from '../dialogs/useDialogs.ts';

const SettingMenuItem = () => {
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem component={Link} to="/setting" onClick={onClose}>
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Setting</ListItemText>
    </MenuItem>
  );
};

const LogoutMenuItem = () => {
  const { onClose } = useUserMenu() ?? {};
  const dialogs = useDialogs();
  const logout = useLogout();
  const confirmLogout = async () => {
    onClose?.();
    const confirmed = await dialogs.confirm({
      title: 'Are you sure?',
      text: 'You will be logged out!',
      confirmText: 'Yes',
      cancelText: 'No',
    });
    // The auth provider clears all local storage and sends the browser to the login page.
    if (confirmed) await logout();
  };
  return (
    <MenuItem onClick={confirmLogout}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
};

export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  const menuName = useTranslate()('ra.auth.user_menu', { _: 'Profile' });
  // The button shows the user's name, so its accessible name starts with that name (WCAG 2.5.3).
  const label = identity?.fullName ? `${identity.fullName}, ${menuName}` : menuName;
  return (
    <UserMenu label={label}>
      <SettingMenuItem />
      <LogoutMenuItem />
    </UserMenu>
  );
};
