// The logged-in shell: react-admin's Layout with our app bar, hover sidebar and menu.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
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

export const AppLayout = ({ children }: { children: ReactNode }) => (
  // A render failure inside the shell shows the spec's fallback, not react-admin's own error page.
  <Layout appBar={AppHeader} sidebar={HoverSidebar} menu={SideMenu} error={UnexpectedError} sx={screenWide}>
    {children}
  </Layout>
);
