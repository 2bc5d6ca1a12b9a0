// The user menu's language choice (English / हिन्दी): react-admin's locale state, kept across sessions.
import LanguageIcon from '@mui/icons-material/Translate';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useLocales, useLocaleState, useUserMenu } from 'react-admin';
import { layoutKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';

export const LanguageMenuItems = () => {
  const { onClose } = useUserMenu() ?? {};
  const [current, setLocale] = useLocaleState();
  const translate = useText();
  return (
    <>
      {/* A visual heading only: a menu may hold menu items alone, and each item names its language itself. */}
      <ListSubheader aria-hidden sx={{ lineHeight: 2.5 }}>
        {translate(layoutKeys.language)}
      </ListSubheader>
      {useLocales().map(({ locale, name }) => (
        <MenuItem
          key={locale}
          lang={locale}
          selected={locale === current}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => {
            setLocale(locale);
            onClose?.();
          }}
        >
          <ListItemIcon>{locale === current && <LanguageIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
};
