// The admin app's own pages (not resources): home, dashboard, 403, setting, wizard, scheme list, theme pages,
// the activity, the restore bin and each list's CSV import (these three for the roles canAccess lets in).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../access/RequireAccess.tsx';
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

// The charts load with the dashboard only, not with the rest of the signed-in app.
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage.tsx'));

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
  <Route
    key="activity"
    path="/activity"
    element={
      <RequireAccess resource="activity" action="list">
        <ActivityPage />
      </RequireAccess>
    }
  />,
  <Route
    key="bin"
    path="/bin"
    element={
      <RequireAccess resource="bin" action="list">
        <BinPage />
      </RequireAccess>
    }
  />,
  ...themePages.map((page) => (
    <Route key={page.path} path={page.path} element={<ThemePage content={page} />} />
  )),
  ...importRoutes(),
];
