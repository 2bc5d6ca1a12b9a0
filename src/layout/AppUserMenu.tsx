// The user menu: the language, Setting, and Logout after the spec's confirmation ('Are you sure?', No on the left).
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import SettingsIcon from '@mui/icons-material/Settings';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { useQueryClient } from '@tanstack/react-query';
import { UserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { layoutKeys, waitingKeys } from '../i18n/appKeys.ts';
import { session } from '../backend.ts';
import { discardKeptQueue } from '../waitingChanges/keptQueues.ts';
import { outstandingWrites } from '../waitingChanges/writeQueue.ts';
import { LanguageMenuItems } from './LanguageMenuItems.tsx';
import { useText } from '../i18n/useText.ts';

const SettingMenuItem = () => {
  const { onClose } = useUserMenu() ?? {};
  const translate = useText();
  return (
    <MenuItem component={Link} to="/setting" onClick={onClose}>
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(layoutKeys.setting)}</ListItemText>
    </MenuItem>
  );
};

const LogoutMenuItem = () => {
  const { onClose } = useUserMenu() ?? {};
  const dialogs = useDialogs();
  const logout = useLogout();
  const translate = useText();
  const queryClient = useQueryClient();
  /**
   * With changes still waiting: "Send when back online" (the left button, and the answer of a dialog closed
   * otherwise) keeps them for this user's next sign-in on this device; "Discard" deletes them.
   */
  const discardsWaiting = async () => {
    const waiting = outstandingWrites(queryClient);
    if (waiting.length === 0) return;
    const discard = await dialogs.confirm({
      title: translate(waitingKeys.logoutTitle),
      text: translate(waitingKeys.logoutText, { smart_count: waiting.length }),
      confirmText: translate(waitingKeys.logoutDiscard),
      cancelText: translate(waitingKeys.logoutKeep),
    });
    if (!discard) return;
    waiting.forEach((write) => queryClient.getMutationCache().remove(write));
    await discardKeptQueue(String(session.getUser()?.id ?? ''));
  };
  const confirmLogout = async () => {
    onClose?.();
    const confirmed = await dialogs.confirm({
      title: translate(layoutKeys.logoutTitle),
      text: translate(layoutKeys.logoutText),
      confirmText: translate(layoutKeys.logoutYes),
      cancelText: translate(layoutKeys.logoutNo),
    });
    if (!confirmed) return;
    await discardsWaiting();
    // The auth provider clears all local storage and sends the browser to the login page.
    await logout();
  };
  return (
    <MenuItem onClick={confirmLogout}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(layoutKeys.logout)}</ListItemText>
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
      <LanguageMenuItems />
      <Divider />
      <SettingMenuItem />
      <LogoutMenuItem />
    </UserMenu>
  );
};
