// The root: one data router (react-router's, which react-admin's unsaved-changes warning needs to block a
// navigation); the logged-out area (login, privacy policy) stays free of react-admin, which loads lazily.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { AppShellPrompts } from './appShell/AppShellPrompts.tsx';
import { lazyOrReload } from './appShell/lazyOrReload.ts';
import { session } from './backend.ts';
import { DialogsProvider } from './dialogs/DialogsProvider.tsx';
import { AppErrorBoundary } from './pages/AppErrorBoundary.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { LoginPage } from './pages/login/LoginPage.tsx';
import { HOME_PATH, LOGIN_PATH, PRIVACY_POLICY_PATH, startupRedirect } from './startupRoute.ts';
import { useTabTitle } from './tabTitle.ts';
import { themeOptions } from './theme.ts';

const loadAdminApp = () => import('./admin/AdminApp.tsx');
const AdminApp = lazyOrReload(loadAdminApp);
const PrivacyPolicy = lazyOrReload(() =>
  import('./pages/PrivacyPolicy.tsx').then((module) => ({ default: module.PrivacyPolicy })),
);
const FirstPasswordPage = lazyOrReload(() => import('./pages/setting/FirstPasswordPage.tsx'));
const theme = createTheme(themeOptions);

/**
 * A page opened signed in loads the signed-in app's code and its sidebar's icons before its first render (main.tsx):
 * after a loading screen, React shows what replaces it no sooner than 300 ms after that screen appeared (its
 * Suspense throttle), a list's rows from the device included.
 */
export const preloadSignedInApp = async (): Promise<void> => {
  if (session.getToken() === null || session.getUser()?.must_change_password) return;
  // A part that cannot load shows the Reload prompt as it renders (lazyOrReload): the app renders all the same.
  const icons = loadAdminApp().then(
    (module) => module.preloadMenuIcons(),
    () => undefined,
  );
  await Promise.all([AdminApp.preload(), icons]);
};

const StartupRoutes = () => {
  // Signed in means a token was held at start (SPEC 2); only a successful login changes it afterwards.
  const [signedIn, setSignedIn] = useState(() => session.getToken() !== null);
  const [passwordChangeDue, setPasswordChangeDue] = useState(() => !!session.getUser()?.must_change_password);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = startupRedirect(signedIn, pathname);
  if (redirect !== null) return <Navigate to={redirect} replace />;

  const onSignedIn = () => {
    setSignedIn(true);
    setPasswordChangeDue(!!session.getUser()?.must_change_password);
    navigate(HOME_PATH, { replace: true });
  };
  return (
    <Routes>
      <Route
        path={PRIVACY_POLICY_PATH}
        element={
          <Suspense fallback={<PageLoading />}>
            <PrivacyPolicy />
          </Suspense>
        }
      />
      {signedIn ? (
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              {passwordChangeDue ? (
                <FirstPasswordPage onChanged={() => setPasswordChangeDue(false)} />
              ) : (
                <AdminApp />
              )}
            </Suspense>
          }
        />
      ) : (
        <Route path={LOGIN_PATH} element={<LoginPage onSignedIn={onSignedIn} />} />
      )}
    </Routes>
  );
};

/**
 * Every path goes to the start-up routes, as react-admin's documentation mounts <Admin> in a data router. Made
 * when the app mounts, so that it starts from the address the page has then.
 */
const createAppRouter = () =>
  createBrowserRouter([{ path: '*', element: <StartupRoutes />, ErrorBoundary: RouteErrorPage }]);

export const App = () => {
  useTabTitle();
  const [router] = useState(createAppRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <DialogsProvider>
          <RouterProvider router={router} />
        </DialogsProvider>
      </AppErrorBoundary>
      <AppShellPrompts />
    </ThemeProvider>
  );
};
