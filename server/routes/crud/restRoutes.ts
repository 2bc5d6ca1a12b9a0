// The REST facade of one resource (docs/decisions/029-rest-facade.md): GET, POST, PUT and DELETE at
// /api/rest/{name} with the conventions of ra-data-simple-rest and ra-data-json-server, through the resource's
// one store, list cache and checks, so validation, scope, audit, idempotency and versions are the contract's.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fromPayload,
  restPathOf,
  toPayload,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import type { Action } from '../../../resources/access.ts';
import { readScopeKey } from '../../auth/scope.ts';
import { signedInUser, type AuthUser } from '../../http/apiRoutes.ts';
import { answered, sendAnswer } from '../../http/idempotency.ts';
import { etagOfVersion, ifMatchOf } from '../../http/preconditions.ts';
import type { Transaction } from '../../db/connection.ts';
import type { createListCache } from './listCache.ts';
import { restCountHeaders, sendList, sendRestPage } from './listReply.ts';
import type { ListVersions } from './listVersions.ts';
import { checkedValues } from './recordRequest.ts';
import { restSchemas } from './restSchemas.ts';
import type { createStore } from './store.ts';

/** What the facade shares with the contract's routes of the resource. */
export interface RestDeps {
  resource: ResourceConfig;
  store: ReturnType<typeof createStore>;
  cache: ReturnType<typeof createListCache>;
  versions: ListVersions;
  /** Reads a multipart body before the route's schema checks it (resources that take a photo). */
  bodyReader?: { preValidation(request: FastifyRequest): Promise<void> };
  readRecord(id: number, user: AuthUser): Promise<Values>;
}

const isObject = (body: unknown): body is Values =>
  body !== null && typeof body === 'object' && !Array.isArray(body);

/** The fields given over the stored ones (a body that is no object, as it is). */
const mergedOver = (stored: Values, given: Values) => (isObject(given) ? { ...stored, ...given } : given);

export function registerRestRoutes(
  api: FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    ZodTypeProvider
  >,
  { resource, store, cache, versions, bodyReader, readRecord }: RestDeps,
) {
  const path = `/${restPathOf(resource)}`;
  const schemas = restSchemas(resource);
  const options = <S extends keyof typeof schemas>(action: Action, route: S) => ({
    schema: routeSchema(schemas[route]),
    config: { access: { resource: resource.name, action } },
  });
  /** The record as the write left it, read in its transaction when it has one (the answer a key keeps). */
  const written = async (id: number, user: AuthUser, tx?: Transaction) =>
    (await store.get(id, user, tx)) ?? { id };

  // Without parameters, the whole list, cached and revalidated as the contract's; with any, one page.
  api.get(path, options('read', 'list'), async (request, reply) => {
    const user = signedInUser(request);
    const page = request.query;
    const version = await versions.current(resource.name);
    if (page) return sendRestPage(reply, resource.name, page, await store.page(page, version, user));
    const scope = readScopeKey(user.area, resource.name);
    const readRows = () => store.list(user);
    return sendList(request, reply, version, { cache, scope, readRows }, (total) =>
      restCountHeaders(resource.name, 0, total, total),
    );
  });

  api.get(`${path}/:id`, options('read', 'get'), async (request, reply) => {
    const row = await readRecord(request.params.id, signedInUser(request));
    return sendAnswer(reply, { body: row, etag: etagOfVersion(row.version as number) });
  });

  api.post(path, { ...options('add', 'add'), ...bodyReader }, async (request, reply) => {
    const body = request.body;
    const values = fromPayload(resource, body);
    const user = signedInUser(request);
    const added = async (id: number, tx?: Transaction) => ({
      status: 201,
      body: await written(id, user, tx),
      etag: etagOfVersion(1),
    });
    return answered(request, reply, body, added, (options) => store.add(values, { user, body }, options));
  });

  // The body's fields over the stored record's, checked whole: react-admin's updateMany sends only the changed ones.
  api.put(`${path}/:id`, { ...options('edit', 'edit'), ...bodyReader }, async (request, reply) => {
    const { id } = request.params;
    const body = request.body as Values;
    const [user, ifMatch] = [signedInUser(request), ifMatchOf(request)];
    const merged = (stored: Values) =>
      checkedValues(resource, mergedOver(toPayload(resource, stored), body), 'edit');
    const updated = async (version: number, tx?: Transaction) => ({
      body: await written(id, user, tx),
      etag: etagOfVersion(version),
    });
    return answered(request, reply, body, updated, ({ once }) =>
      store.edit(id, merged, { user, body }, { once, ifMatch }),
    );
  });

  // Answers the record as it was, which react-admin's delete expects back.
  api.delete(`${path}/:id`, options('delete', 'delete'), async (request, reply) => {
    const [{ id }, ifMatch] = [request.params, ifMatchOf(request)];
    const deleted = (row: Values) => ({ body: row });
    return answered(request, reply, {}, deleted, ({ once }) =>
      store.remove(id, signedInUser(request), { once, ifMatch }),
    );
  });
}
