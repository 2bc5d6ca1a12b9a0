// One sidebar entry: icon and label, highlighted when its page is open, with its label as a tooltip on the right;
// on a phone choosing it closes the drawer.
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useSidebarState } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';
import type { MenuItem as MenuEntry } from './menuItems.ts';
import { usePhone } from './usePhone.ts';

export const SideMenuItem = ({ item, nested = false }: { item: MenuEntry; nested?: boolean }) => {
  const active = useMatch({ path: item.to, end: false }) !== null;
  const Icon = item.icon;
  const phone = usePhone();
  const [, setOpen] = useSidebarState();
  return (
    <Tooltip title={item.label} placement="right">
      <MenuItem
        component={Link}
        to={item.to}
        selected={active}
        onClick={phone ? () => setOpen(false) : undefined}
        sx={{ pl: nested ? 3 : 2 }}
      >
        <ListItemIcon>
          <Suspense fallback={<Box sx={{ width: 20, height: 20 }} />}>
            <Icon fontSize="small" color={active ? 'primary' : 'inherit'} />
          </Suspense>
        </ListItemIcon>
        <Typography variant="inherit" noWrap>
          {item.label}
        </Typography>
      </MenuItem>
    </Tooltip>
  );
};
