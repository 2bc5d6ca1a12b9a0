// Every registered resource's screens at the spec's paths, and its <Resource> registration for <Admin>.
import type { ReactElement } from 'react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { NotFound } from '../pages/NotFound.tsx';
import { ResourceCreate } from './ResourceCreate.tsx';
import { ResourceEdit } from './ResourceEdit.tsx';
import { ResourceList } from './ResourceList.tsx';

const screen = (config: ResourceConfig, element: ReactElement) => (
  <ResourceContextProvider value={config.name}>{element}</ResourceContextProvider>
);

/**
 * Routes for <CustomRoutes>: list, create and `${edit}/:id` of each resource (paths such as /sitCreate are
 * the product's own spellings, kept as contract).
 * @example <CustomRoutes>{resourceRoutes()}</CustomRoutes>
 */
export const resourceRoutes = (registry: readonly ResourceConfig[] = resources): ReactElement[] =>
  registry.flatMap((config) => [
    <Route key={config.routes.list} path={config.routes.list} element={screen(config, <ResourceList />)} />,
    <Route
      key={config.routes.create}
      path={config.routes.create}
      element={screen(config, <ResourceCreate />)}
    />,
    <Route
      key={config.routes.edit}
      path={`${config.routes.edit}/:id`}
      element={screen(config, <ResourceEdit />)}
    />,
  ]);

/**
 * <Resource> elements so react-admin knows each resource; their screens live at the routes above. Its own path
 * (/healthWorker, /site/anything) is the 404 page, not an empty screen.
 */
export const resourceElements = (registry: readonly ResourceConfig[] = resources): ReactElement[] =>
  registry.map((config) => (
    <Resource key={config.name} name={config.name}>
      <Route path="*" element={<NotFound />} />
    </Resource>
  ));
