// The REST facade of one resource (docs/decisions/029-rest-facade.md): GET, POST, PUT and DELETE at
// /api/rest/{name} with the conventions of ra-data-simple-rest and ra-data-json-server, through the resource's
// one store, list cache and checks, so validation, scope, audit, idempotency and versions are the contract's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { restPathOf, toPayload, type ResourceConfig, type Values } from '../../../resources/index.ts';
import type { Action } from '../../../resources/access.ts';
import { readScopeKey } from '../../auth/scope.ts';
import { signedInUser, type AuthUser } from '../../http/apiRoutes.ts';
import { answered, sendAnswer } from '../../http/idempotency.ts';
import { etagOfVersion, ifMatchOf } from '../../http/preconditions.ts';
import type { Transaction } from '../../db/connection.ts';
import type { createListCache } from './listCache.ts';
import { restCountHeaders, sendList, sendRestPage } from './listReply.ts';
import type { ListVersions } from './listVersions.ts';
import { checkedValues, recordId } from './recordRequest.ts';
import { restDocs } from './restDocs.ts';
import { restPageOf } from './restQuery.ts';
import type { createStore } from './store.ts';

/** What the facade shares with the contract's routes of the resource. */
export interface RestDeps {
  resource: ResourceConfig;
  store: ReturnType<typeof createStore>;
  cache: ReturnType<typeof createListCache>;
  versions: ListVersions;
  readBody(request: FastifyRequest): Promise<Values>;
  readRecord(id: number, user: AuthUser): Promise<Values>;
}

const isObject = (body: unknown): body is Values =>
  body !== null && typeof body === 'object' && !Array.isArray(body);

/**
 * The body's fields in either key of a field (a row's `start_date`, the form's `startDate`) as the contract's body
 * keys them; what is no field (`id`, `version`) is left out. A body that is no object goes to the checks as it
 * is, which refuse it as the contract's do.
 */
const fieldsOf = (resource: ResourceConfig, body: unknown) =>
  isObject(body) ? toPayload(resource, body) : (body as Values);

/** The fields given over the stored ones (a body that is no object, as it is). */
const mergedOver = (stored: Values, given: Values) => (isObject(given) ? { ...stored, ...given } : given);

export function registerRestRoutes(
  api: FastifyInstance,
  { resource, store, cache, versions, readBody, readRecord }: RestDeps,
) {
  const path = `/${restPathOf(resource)}`;
  const docs = restDocs(resource);
  const config = (action: Action, doc: keyof typeof docs) => ({
    config: { docs: docs[doc], access: { resource: resource.name, action } },
  });
  /** The record as the write left it, read in its transaction when it has one (the answer a key keeps). */
  const written = async (id: number, user: AuthUser, tx?: Transaction) =>
    (await store.get(id, user, tx)) ?? { id };

  // Without parameters, the whole list, cached and revalidated as the contract's; with any, one page.
  api.get(path, config('read', 'list'), async (request, reply) => {
    const user = signedInUser(request);
    const page = restPageOf(resource, request.query);
    const version = await versions.current(resource.name);
    if (page) return sendRestPage(reply, resource.name, page, await store.page(page, version, user));
    const scope = readScopeKey(user.area, resource.name);
    const readRows = () => store.list(user);
    return sendList(request, reply, version, { cache, scope, readRows }, (total) =>
      restCountHeaders(resource.name, 0, total, total),
    );
  });

  api.get(`${path}/:id`, config('read', 'get'), async (request, reply) => {
    const row = await readRecord(recordId(request), signedInUser(request));
    return sendAnswer(reply, { body: row, etag: etagOfVersion(row.version as number) });
  });

  api.post(path, config('add', 'add'), async (request, reply) => {
    const body = await readBody(request);
    const values = checkedValues(resource, fieldsOf(resource, body), 'create');
    const user = signedInUser(request);
    const added = async (id: number, tx?: Transaction) => ({
      status: 201,
      body: await written(id, user, tx),
      etag: etagOfVersion(1),
    });
    return answered(request, reply, body, added, (options) => store.add(values, { user, body }, options));
  });

  // The body's fields over the stored record's, checked whole: react-admin's updateMany sends only the changed ones.
  api.put(`${path}/:id`, config('edit', 'edit'), async (request, reply) => {
    const id = recordId(request);
    const body = await readBody(request);
    const [user, ifMatch] = [signedInUser(request), ifMatchOf(request)];
    const merged = (stored: Values) =>
      checkedValues(resource, mergedOver(toPayload(resource, stored), fieldsOf(resource, body)), 'edit');
    const updated = async (version: number, tx?: Transaction) => ({
      body: await written(id, user, tx),
      etag: etagOfVersion(version),
    });
    return answered(request, reply, body, updated, ({ once }) =>
      store.edit(id, merged, { user, body }, { once, ifMatch }),
    );
  });

  // Answers the record as it was, which react-admin's delete expects back.
  api.delete(`${path}/:id`, config('delete', 'delete'), async (request, reply) => {
    const [id, ifMatch] = [recordId(request), ifMatchOf(request)];
    const deleted = (row: Values) => ({ body: row });
    return answered(request, reply, {}, deleted, ({ once }) =>
      store.remove(id, signedInUser(request), { once, ifMatch }),
    );
  });
}
