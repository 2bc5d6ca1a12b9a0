// One sidebar entry: icon and label, highlighted while one of its screens is open (list, add, edit, view or
// import), with its label as a tooltip on the right under a mouse; on a phone or a touch screen choosing it
// closes the sidebar.
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useSidebarState } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { isCurrentEntry, type MenuItem as MenuEntry } from './menuItems.ts';
import { MenuTooltip } from './MenuTooltip.tsx';
import { useCoarsePointer } from './useCoarsePointer.ts';
import { usePhone } from './usePhone.ts';

export const SideMenuItem = ({ item, nested = false }: { item: MenuEntry; nested?: boolean }) => {
  const active = isCurrentEntry(item, useLocation().pathname);
  const Icon = item.icon;
  const phone = usePhone();
  const touch = useCoarsePointer();
  const [, setOpen] = useSidebarState();
  return (
    <MenuTooltip title={item.label}>
      <MenuItem
        component={Link}
        to={item.to}
        selected={active}
        onClick={phone || touch ? () => setOpen(false) : undefined}
        sx={{ pl: nested ? 3 : 2 }}
      >
        {/* Presses land on the entry itself: a tap while the icon loads went down on its placeholder and up on
            the icon that replaced it, which is no click. */}
        <ListItemIcon sx={{ pointerEvents: 'none' }}>
          <Suspense fallback={<Box sx={{ width: 20, height: 20 }} />}>
            <Icon fontSize="small" color={active ? 'primary' : 'inherit'} />
          </Suspense>
        </ListItemIcon>
        <Typography variant="inherit" noWrap>
          {item.label}
        </Typography>
      </MenuItem>
    </MenuTooltip>
  );
};
