// Every registered resource's screens at the spec's paths, and its <Resource> registration for <Admin>; each
// screen opens only when authProvider.canAccess allows it (the 403 page otherwise).
import type { ReactElement } from 'react';
import { Resource, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { RequireAccess } from '../access/RequireAccess.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { ResourceCreate } from './ResourceCreate.tsx';
import { ResourceEdit } from './ResourceEdit.tsx';
import { ResourceList } from './ResourceList.tsx';
import { ResourceShow } from './ResourceShow.tsx';
import { viewPathOf } from './viewPath.ts';

const screen = (config: ResourceConfig, action: string, element: ReactElement, denied?: ReactElement) => (
  <ResourceContextProvider value={config.name}>
    <RequireAccess resource={config.name} action={action} denied={denied}>
      {element}
    </RequireAccess>
  </ResourceContextProvider>
);

/** The record's read-only view, for a role that may read the resource but not edit it. */
const ToView = ({ config }: { config: ResourceConfig }) => (
  <Navigate to={`${viewPathOf(config)}/${useParams().id ?? ''}`} replace />
);

/**
 * Routes for <CustomRoutes>: list, create, `${edit}/:id` and its read-only `${view}/:id` of each resource (paths
 * such as /sitCreate are the product's own spellings, kept as contract).
 * @example <CustomRoutes>{resourceRoutes()}</CustomRoutes>
 */
export const resourceRoutes = (registry: readonly ResourceConfig[] = resources): ReactElement[] =>
  registry.flatMap((config) => [
    <Route
      key={config.routes.list}
      path={config.routes.list}
      element={screen(config, 'list', <ResourceList />)}
    />,
    <Route
      key={config.routes.create}
      path={config.routes.create}
      element={screen(config, 'create', <ResourceCreate />)}
    />,
    <Route
      key={config.routes.edit}
      path={`${config.routes.edit}/:id`}
      element={screen(config, 'edit', <ResourceEdit />, <ToView config={config} />)}
    />,
    <Route
      key={viewPathOf(config)}
      path={`${viewPathOf(config)}/:id`}
      element={screen(config, 'show', <ResourceShow />)}
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
