// The logged-in shell: react-admin's Layout with our app bar, hover sidebar and menu.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppHeader } from './AppHeader.tsx';
import { HoverSidebar } from './HoverSidebar.tsx';
import { SideMenu } from './SideMenu.tsx';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppHeader} sidebar={HoverSidebar} menu={SideMenu}>
    {children}
  </Layout>
);
