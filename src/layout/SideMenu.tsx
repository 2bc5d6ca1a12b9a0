// The sidebar menu: top-level entries, then the collapsible 'Manage Master' group, all from menuItems, each as
// authProvider.canAccess lets the role list it. The group, closed, is highlighted while one of its screens is open.
import CategoryIcon from '@mui/icons-material/Category';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { Menu, useCanAccessResources } from 'react-admin';
import { layoutKeys } from '../i18n/appKeys.ts';
import { useLocation } from 'react-router-dom';
import {
  allowedItems,
  isCurrentEntry,
  MANAGE_MASTER,
  menuItems,
  menuResources,
  type MenuItem as MenuEntry,
} from './menuItems.ts';
import { MenuTooltip } from './MenuTooltip.tsx';
import { SideMenuItem } from './SideMenuItem.tsx';
import { useText } from '../i18n/useText.ts';

const askedResources = menuResources(menuItems);
const noneYet: Record<string, boolean> = {};
const allMasterItems = menuItems.filter((item) => item.group === MANAGE_MASTER);

export const SideMenu = memo(function SideMenu() {
  const { canAccess = noneYet } = useCanAccessResources({ action: 'list', resources: askedResources });
  const translate = useText();
  // The same entries (objects) from one drawing to the next, so that each SideMenuItem draws again only when it
  // becomes active or inactive.
  const shown = useMemo(
    () => allowedItems(menuItems, canAccess).map((item) => ({ ...item, label: translate(item.labelKey) })),
    [canAccess, translate],
  );
  const topLevel = shown.filter((item) => item.group === undefined);
  const masterItems = shown.filter((item) => item.group === MANAGE_MASTER);
  const { pathname } = useLocation();
  const manageMaster = translate(layoutKeys.manageMaster);
  const isActive = (item: MenuEntry) => isCurrentEntry(item, pathname);
  const masterHere = allMasterItems.some((item) => isCurrentEntry(item, pathname));
  // Open at the start when one of its screens is, even before canAccess has answered.
  const [masterOpen, setMasterOpen] = useState(masterHere);
  return (
    <Menu>
      {topLevel.map((item) => (
        <SideMenuItem key={item.to} item={item} active={isActive(item)} />
      ))}
      {masterItems.length > 0 && (
        <MenuTooltip title={manageMaster}>
          <MenuItem
            onClick={() => setMasterOpen((open) => !open)}
            aria-expanded={masterOpen}
            selected={masterHere && !masterOpen}
          >
            <ListItemIcon>
              <CategoryIcon fontSize="small" />
            </ListItemIcon>
            <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
              {manageMaster}
            </Typography>
            {masterOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </MenuItem>
        </MenuTooltip>
      )}
      <Collapse in={masterOpen} timeout="auto" unmountOnExit>
        {masterItems.map((item) => (
          <SideMenuItem key={item.to} item={item} active={isActive(item)} nested />
        ))}
      </Collapse>
    </Menu>
  );
});
