// The sidebar's entries: Dashboard and Home, one entry per registered resource (from its config), then the
// audit trail's pages: Activity and Deleted records; the role sees those authProvider.canAccess lets it list.
// A resource's entry is where its list is and also where its add, edit, view and import screens are.
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { lazyOrReload, type LazyComponent } from '../appShell/lazyOrReload.ts';
import { viewPathOf } from '../crud/viewPath.ts';
import { importPathOf } from '../csvImport/importPath.ts';
import { auditTexts } from '../history/auditTexts.ts';
import { auditKeys, layoutKeys, resourceKey } from '../i18n/appKeys.ts';
import { layoutTexts } from './layoutTexts.ts';

export const MANAGE_MASTER = layoutTexts.manageMaster;

export interface MenuItem {
  /** In English; the sidebar shows the translation of labelKey. */
  label: string;
  labelKey: string;
  to: string;
  /** The route paths of the screens the entry stands for ("you are here"): `to`, and a resource's other screens. */
  paths: string[];
  /** A resource's icon loads with the sidebar (SideMenuItem waits for it), or ahead (`preloadMenuIcons`). */
  icon: ComponentType<SvgIconProps> | LazyComponent<ComponentType<SvgIconProps>>;
  /** The collapsible group the entry sits in, if any. */
  group?: typeof MANAGE_MASTER;
  /** What authProvider.canAccess is asked (action list) before the entry shows; none: always shown. */
  resource?: string;
}

/** The entries for a registry, in its order. */
export const menuItemsOf = (registry: readonly ResourceConfig[]): MenuItem[] => [
  {
    label: layoutTexts.dashboard,
    labelKey: layoutKeys.dashboard,
    to: '/dashboard',
    paths: ['/dashboard'],
    icon: DashboardIcon,
  },
  { label: layoutTexts.home, labelKey: layoutKeys.home, to: '/home', paths: ['/home'], icon: HomeIcon },
  ...registry.map((config): MenuItem => ({
    label: config.texts.menuLabel,
    labelKey: resourceKey(config.name, 'texts', 'menuLabel'),
    to: config.routes.list,
    paths: [
      config.routes.list,
      config.routes.create,
      `${config.routes.edit}/:id`,
      `${viewPathOf(config)}/:id`,
      importPathOf(config),
    ],
    icon: lazyOrReload(config.icon),
    group: config.menuGroup === 'master' ? MANAGE_MASTER : undefined,
    resource: config.name,
  })),
  {
    label: auditTexts.activityMenu,
    labelKey: auditKeys.activityMenu,
    to: '/activity',
    paths: ['/activity'],
    icon: HistoryIcon,
    resource: 'activity',
  },
  {
    label: auditTexts.binMenu,
    labelKey: auditKeys.binMenu,
    to: '/bin',
    paths: ['/bin'],
    icon: RestoreFromTrashIcon,
    resource: 'bin',
  },
];

/** The resources (and pages) the entries ask canAccess about. */
export const menuResources = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.resource ? [item.resource] : []));

/**
 * The entries the role may open, given canAccess's answers by resource (an entry without one always shows).
 * @example allowedItems(menuItems, { user: false, site: true })
 */
export const allowedItems = (items: readonly MenuItem[], allowed: Readonly<Record<string, boolean>>) =>
  items.filter((item) => !item.resource || allowed[item.resource] === true);

/**
 * Whether the screen at `pathname` is one the entry stands for, so the sidebar shows "you are here" on it.
 * @example isCurrentEntry(siteEntry, '/sitCreate') // true
 */
export const isCurrentEntry = (item: Pick<MenuItem, 'paths'>, pathname: string): boolean =>
  item.paths.some((path) => matchPath({ path, end: false }, pathname) !== null);

export const menuItems: MenuItem[] = menuItemsOf(resources);

/** Loads every entry's icon, so that the sidebar shows them all in its first drawing (App.tsx). */
export const preloadMenuIcons = async (): Promise<void> => {
  await Promise.all(menuItems.map((item) => ('preload' in item.icon ? item.icon.preload() : undefined)));
};
