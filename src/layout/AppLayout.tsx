// The logged-in shell: react-admin's Layout with our app bar, hover sidebar and menu.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { UnexpectedError } from '../pages/UnexpectedError.tsx';
import { AppHeader } from './AppHeader.tsx';
import { HoverSidebar } from './HoverSidebar.tsx';
import { SideMenu } from './SideMenu.tsx';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  // A render failure inside the shell shows the spec's fallback, not react-admin's own error page.
  <Layout appBar={AppHeader} sidebar={HoverSidebar} menu={SideMenu} error={UnexpectedError}>
    {children}
  </Layout>
);
