// The import screen's route for every importable resource of the registry, loaded when first opened (the CSV
// parser stays out of the lists' code), for the roles that may import (authProvider.canAccess).
import { Suspense, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { isImportable } from '../../resources/csvImport/index.ts';
import { RequireAccess } from '../access/RequireAccess.tsx';
import { lazyOrReload } from '../appShell/lazyOrReload.ts';
import { PageLoading } from '../pages/PageLoading.tsx';
import { importPathOf } from './importPath.ts';

const ImportPage = lazyOrReload(() => import('./ImportPage.tsx'));

/** @example <CustomRoutes>{importRoutes()}</CustomRoutes> */
export const importRoutes = (registry: readonly ResourceConfig[] = resources): ReactElement[] =>
  registry.filter(isImportable).map((config) => (
    <Route
      key={importPathOf(config)}
      path={importPathOf(config)}
      element={
        <ResourceContextProvider value={config.name}>
          <RequireAccess resource={config.name} action="import">
            <Suspense fallback={<PageLoading />}>
              <ImportPage />
            </Suspense>
          </RequireAccess>
        </ResourceContextProvider>
      }
    />
  ));
