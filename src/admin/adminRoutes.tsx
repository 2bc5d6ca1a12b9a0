// The admin app's own pages (not resources): home, dashboard, 403, setting, wizard, scheme list, theme pages,
// the activity, the restore bin and each list's CSV import (these three for the roles canAccess lets in).
import { Suspense } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../access/RequireAccess.tsx';
import { lazyOrReload } from '../appShell/lazyOrReload.ts';
import { importRoutes } from '../csvImport/importRoutes.tsx';
import { ActivityPage } from '../history/ActivityPage.tsx';
import { BinPage } from '../history/BinPage.tsx';
import { AccessDenied } from '../pages/AccessDenied.tsx';
import { Home } from '../pages/Home.tsx';
import { RegisterWizard } from '../pages/register/RegisterWizard.tsx';
import { SchemeTable } from '../pages/schemeTable/SchemeTable.tsx';
import { SettingPage } from '../pages/setting/SettingPage.tsx';
import { ThemePage } from '../pages/themes/ThemePage.tsx';
import { themePages } from '../pages/themes/themePages.ts';
import { PageLoading } from '../pages/PageLoading.tsx';
import { WaitingChangesPage } from '../waitingChanges/WaitingChangesPage.tsx';
import { WAITING_PATH } from '../waitingChanges/waitingPath.ts';

// The charts load with the dashboard only, not with the rest of the signed-in app.
const DashboardPage = lazyOrReload(() => import('../pages/dashboard/DashboardPage.tsx'));

/** The pages of their own that canAccess opens to a role (pageResources in authProvider/canAccess.ts). */
const accessPages = [
  { resource: 'activity', path: '/activity', Page: ActivityPage },
  { resource: 'bin', path: '/bin', Page: BinPage },
];

export const adminRoutes = [
  <Route key="home" path="/home" element={<Home />} />,
  <Route
    key="dashboard"
    path="/dashboard"
    element={
      <Suspense fallback={<PageLoading />}>
        <DashboardPage />
      </Suspense>
    }
  />,
  <Route key="register" path="/register" element={<RegisterWizard />} />,
  <Route key="table" path="/table" element={<SchemeTable />} />,
  <Route key="no-access" path="/no-access" element={<AccessDenied />} />,
  <Route key="setting" path="/setting" element={<SettingPage />} />,
  // Every role's own changes made on this device: no resource to ask canAccess about.
  <Route key="waiting" path={WAITING_PATH} element={<WaitingChangesPage />} />,
  ...accessPages.map(({ resource, path, Page }) => (
    <Route
      key={resource}
      path={path}
      element={
        // Named as resources, as canAccess names them: react-admin's lists (a phone's cards) read the name here.
        <ResourceContextProvider value={resource}>
          <RequireAccess resource={resource} action="list">
            <Page />
          </RequireAccess>
        </ResourceContextProvider>
      }
    />
  )),
  ...themePages.map((page) => (
    <Route key={page.path} path={page.path} element={<ThemePage content={page} />} />
  )),
  ...importRoutes(),
];
