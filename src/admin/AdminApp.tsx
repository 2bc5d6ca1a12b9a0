// The logged-in app, loaded lazily: react-admin inside the router the root already provides.
import { memo } from 'react';
import { Admin, CustomRoutes, defaultTheme, memoryStore } from 'react-admin';
import { createDataProvider } from '../../dataProvider/index.ts';
import { resources } from '../../resources/index.ts';
import { authProvider, deviceCopies, http, session } from '../backend.ts';
import { seedHeldListPages, type ListPagesNow } from '../crud/list/heldListPages.ts';
import { resourceElements, resourceRoutes } from '../crud/resourceRoutes.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { createI18nProvider } from '../i18n/i18nProvider.ts';
import { withStoredLocale } from '../i18n/localeStore.ts';
import { MasterDataProvider } from '../masterData/MasterDataProvider.tsx';
import { createMasterDataStore } from '../masterData/masterDataStore.ts';
import { NotFound } from '../pages/NotFound.tsx';
import { themeOptions } from '../theme.ts';
import { WaitingChangesProvider } from '../waitingChanges/WaitingChangesProvider.tsx';
import { createAppQueryClient } from '../waitingChanges/writeQueue.ts';
import { adminRoutes } from './adminRoutes.tsx';

// Both asked as this module loads, beside react-admin's first render rather than after it: every screen's access
// waits for the profile (authProvider's area), and a list's names for the master data, asked once the profile is
// read (the device's copy shows meanwhile): asked together, the profile waited for the server's larger answer.
const profileRead = authProvider.getPermissions?.({}).catch(() => undefined);
const masterData = createMasterDataStore(http, deviceCopies, window, profileRead);
const dataProvider = createDataProvider(http, { getMasterData: masterData.current, device: deviceCopies });
masterData.load();
// Every read is tried even when the browser says it is offline: the dataProvider answers from the copies kept on
// the device (react-query would otherwise hold it paused). Back online, react-query reads the screen again. A write
// made offline waits, kept on the device, and is sent when the network returns (waitingChanges/writeQueue.ts).
const queryClient = createAppQueryClient(
  dataProvider,
  resources.map((config) => config.name),
);
seedHeldListPages(queryClient, dataProvider as typeof dataProvider & ListPagesNow);
type ComponentSettings = Record<string, object | undefined>;
const raComponents = defaultTheme.components as ComponentSettings;
const ourComponents = themeOptions.components as ComponentSettings;
/** Ours over react-admin's, component by component: its TextField keeps its phone width under our defaults. */
const components = Object.fromEntries(
  [...new Set([...Object.keys(raComponents), ...Object.keys(ourComponents)])].map((name) => [
    name,
    { ...raComponents[name], ...ourComponents[name] },
  ]),
);
const theme = {
  ...defaultTheme,
  ...themeOptions,
  palette: { ...defaultTheme.palette, ...themeOptions.palette },
  components,
  sidebar: { width: 260, closedWidth: 55 },
};
// UI preferences live in memory: the sidebar starts collapsed (SPEC 2); only the chosen language is kept in
// local storage, so that it outlives the session.
const store = withStoredLocale(memoryStore({ 'sidebar.open': false }));
const i18nProvider = createI18nProvider();
// Made once: new <Resource> children at each render would have react-admin register every resource again, and
// redraw the whole app for it.
const screens = [
  ...resourceElements(),
  <CustomRoutes key="routes">{[...adminRoutes, ...resourceRoutes()]}</CustomRoutes>,
];

/**
 * Memoised: the root's start-up routes redraw at every address change, and react-admin's routes follow the address
 * by themselves (a page change draws the list, not the app around it).
 */
const AdminApp = memo(function AdminApp() {
  return (
    // The page reloads at every logout and sign-in as someone else: the user read here is the one signed in.
    <WaitingChangesProvider client={queryClient} userKey={String(session.getUser()?.id ?? '')}>
      <MasterDataProvider store={masterData}>
        {/* No login page here: the root's start-up routing owns /login. Dashboard is the /dashboard route. */}
        <Admin
          disableTelemetry
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          layout={AppLayout}
          theme={theme}
          store={store}
          queryClient={queryClient}
          catchAll={NotFound}
          loginPage={false}
          title="Management Information System"
        >
          {screens}
        </Admin>
      </MasterDataProvider>
    </WaitingChangesProvider>
  );
});

export default AdminApp;
export { preloadMenuIcons } from '../layout/menuItems.ts';
