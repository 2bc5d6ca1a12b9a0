// The app's own route table, read as it is built, and what each route is to the access policy: the matrix's
// expectations follow from this classification, never from a list of routes.
import type { FastifyContextConfig } from 'fastify';
import type { Action } from '../../../resources/access.ts';
import { resources, restPathOf, type ResourceConfig } from '../../../resources/index.ts';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's config as every hook has left it (read late: a scope's hook may still change it). */
  readonly config: FastifyContextConfig;
}

/** A route group to register first in the API scope, and the routes it sees every later group add. */
export function routeRecorder(): { routes: RouteEntry[]; group: ApiRoutes } {
  const routes: RouteEntry[] = [];
  const group: ApiRoutes = (api) => {
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({
          method,
          url: route.url,
          get config() {
            return route.config ?? {};
          },
        });
    });
  };
  return { routes, group };
}

export type CrudEndpoint = keyof ResourceConfig['endpoints'];

/** The action each CRUD endpoint does: the expectation follows the endpoint, whatever the route declares. */
export const endpointActions: Record<CrudEndpoint, Action> = {
  list: 'read',
  get: 'read',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
};

export type RouteKind =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'administrators' }
  | { kind: 'everyone' }
  /** A CRUD endpoint of the contract's, or of the REST facade's (`rest`: docs/decisions/029-rest-facade.md). */
  | { kind: 'crud'; resource: ResourceConfig; endpoint: CrudEndpoint; rest: boolean }
  | { kind: 'resourceGate'; resource: ResourceConfig; action: Action }
  | { kind: 'recordOfResource'; resource: ResourceConfig; action: Action }
  | { kind: 'recordOfResourceParam'; param: string; action: Action }
  | { kind: 'resourceParamGate'; param: string; action: Action }
  | { kind: 'unclassified'; why: string };

const PARAMS_FILLED = [':id', ':name'];

/** The params of a path the matrix does not know how to fill (it fills :id, :name and a resource param). */
function unknownParams(url: string, resourceParam?: string): string[] {
  return (url.match(/:[A-Za-z_]+/g) ?? []).filter(
    (param) => !PARAMS_FILLED.includes(param) && param !== `:${resourceParam ?? 'resource'}`,
  );
}

/** The CRUD endpoint of `resource` a route is, if any, and whether it is the REST facade's. */
function crudEndpointOf(
  resource: ResourceConfig,
  route: RouteEntry,
): { endpoint: CrudEndpoint; rest: boolean } | undefined {
  const { endpoints } = resource;
  const rest = `/api/${restPathOf(resource)}`;
  const paths: Record<CrudEndpoint, [string, string][]> = {
    list: [
      ['GET', `/api/${endpoints.list}`],
      ['GET', rest],
    ],
    get: [
      ['GET', `/api/${endpoints.get}/:id`],
      ['GET', `${rest}/:id`],
    ],
    add: [
      ['POST', `/api/${endpoints.add}`],
      ['POST', rest],
    ],
    edit: [
      ['POST', `/api/${endpoints.edit}/:id`],
      ['PUT', `${rest}/:id`],
    ],
    delete: [
      ['GET', `/api/${endpoints.delete}/:id`],
      ['DELETE', `${rest}/:id`],
    ],
  };
  for (const endpoint of Object.keys(paths) as CrudEndpoint[])
    for (const [index, [method, url]] of paths[endpoint].entries())
      if (method === route.method && url === route.url) return { endpoint, rest: index === 1 };
  return undefined;
}

/**
 * What a route is to the access policy, from its declared config alone. A route whose declaration the matrix
 * cannot read is 'unclassified', and the matrix fails naming it: a new kind of route needs a decision.
 */
export function classify(route: RouteEntry): RouteKind {
  const { config } = route;
  if (config.public) return { kind: 'public' };
  if (config.sessionOnly) return { kind: 'session' };
  const { access } = config;
  const unknown = unknownParams(
    route.url,
    access && access !== 'everyone' && 'resourceParam' in access ? access.resourceParam : undefined,
  );
  if (unknown.length) return { kind: 'unclassified', why: `path params ${unknown.join(', ')}` };
  if (access === undefined) return { kind: 'administrators' };
  if (access === 'everyone') return { kind: 'everyone' };
  if ('resource' in access) {
    const resource = resources.find((candidate) => candidate.name === access.resource);
    if (!resource) return { kind: 'unclassified', why: `no resource named ${access.resource}` };
    const endpoint = crudEndpointOf(resource, route);
    if (endpoint) return { kind: 'crud', resource, ...endpoint };
    return route.url.includes(':id')
      ? { kind: 'recordOfResource', resource, action: access.action }
      : { kind: 'resourceGate', resource, action: access.action };
  }
  if ('resourceParam' in access) {
    const { resourceParam: param, action } = access;
    if (!route.url.includes(`:${param}`)) return { kind: 'unclassified', why: `no :${param} in the path` };
    return route.url.includes(':id')
      ? { kind: 'recordOfResourceParam', param, action }
      : { kind: 'resourceParamGate', param, action };
  }
  return { kind: 'unclassified', why: `access ${JSON.stringify(access)}` };
}

export const PHOTO_NAME = `${'a'.repeat(32)}.jpg`;

/** A path of the route with its params filled: the record id, a photo name, the resource's name. */
export function concrete(url: string, { id = 1, resource = resources[0].name, param = 'resource' } = {}) {
  return url.replace(':id', String(id)).replace(':name', PHOTO_NAME).replace(`:${param}`, resource);
}

/** '/api/projects' -> '/%61pi/%70rojects': what the router decodes, the raw URL does not show. */
export const encoded = (path: string) =>
  path.replace(/^\/api\/(.)/, (_all, first: string) => `/%61pi/%${first.charCodeAt(0).toString(16)}`);

/** Both spellings of a path the matrix sends every case on. */
export const spellings = (path: string) => [path, encoded(path)];
