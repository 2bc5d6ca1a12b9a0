// One sidebar entry: icon and label, highlighted while one of its screens is open (list, add, edit, view or
// import), with its label as a tooltip on the right under a mouse; on a phone or a touch screen choosing it
// closes the sidebar. Drawn again only when its own props change: the menu works out which entry is active, so a
// list's page change or sort (a new URL) does not draw every entry and its tooltip again.
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { memo, Suspense } from 'react';
import { useSidebarState } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuItem as MenuEntry } from './menuItems.ts';
import { MenuTooltip } from './MenuTooltip.tsx';
import { useCoarsePointer } from './useCoarsePointer.ts';
import { usePhone } from './usePhone.ts';

interface SideMenuItemProps {
  item: MenuEntry;
  /** One of the entry's screens is open (menuItems.ts isCurrentEntry). */
  active: boolean;
  nested?: boolean;
}

export const SideMenuItem = memo(function SideMenuItem({ item, active, nested = false }: SideMenuItemProps) {
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
});
