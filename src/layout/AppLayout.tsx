// The logged-in shell: react-admin's Layout with our app bar, hover sidebar and menu.
import { memo, type ReactNode } from 'react';
import { Layout, type SidebarProps } from 'react-admin';
import { UnexpectedError } from '../pages/UnexpectedError.tsx';
import { AppHeader } from './AppHeader.tsx';
import { HoverSidebar } from './HoverSidebar.tsx';
import { SideMenu } from './SideMenu.tsx';

/**
 * The page is never wider than the screen: react-admin's layout grows to fit its widest content (min-width
 * fit-content), which on a phone pushed the Add button and the actions off screen. A wide table scrolls in its
 * own box instead.
 */
const screenWide = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

// The shell is drawn again only when its own state changes: react-admin's Layout draws its parts at every change
// of the address, and a list's page, sort and search are in the address. The sidebar's one child is the menu,
// created anew by each drawing of the Layout, so it is compared by its kind.
const Header = memo(AppHeader);
const Menu = memo(SideMenu);
const Sidebar = memo(
  HoverSidebar,
  (before: SidebarProps, after: SidebarProps) =>
    before.appBarAlwaysOn === after.appBarAlwaysOn &&
    (before.children as { type?: unknown } | undefined)?.type ===
      (after.children as { type?: unknown } | undefined)?.type,
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
  // A render failure inside the shell shows the spec's fallback, not react-admin's own error page.
  <Layout appBar={Header} sidebar={Sidebar} menu={Menu} error={UnexpectedError} sx={screenWide}>
    {children}
  </Layout>
);
