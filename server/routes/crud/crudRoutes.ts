// Registers list, get, add, edit and delete for every resource of the registry, at the config's endpoints.
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkRegistry, commonTexts, fromPayload, resources } from '../../../resources/index.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import type { Action } from '../../../resources/access.ts';
import { readScopeKey } from '../../auth/scope.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { answered, answerWithId, sendAnswer } from '../../http/idempotency.ts';
import { etagOfVersion, ifMatchOf } from '../../http/preconditions.ts';
import { checkResourceTables } from '../../db/tables.ts';
import { crudSchemas } from './crudSchemas.ts';
import { extensionOf } from './extensions.ts';
import { createListCache } from './listCache.ts';
import { sendList, sendPage } from './listReply.ts';
import { recordReader } from './recordRequest.ts';
import { registerRestRoutes } from './restRoutes.ts';
import { createStore, NOT_FOUND_MESSAGE, storeDepsOf } from './store.ts';
import { registerImportRoutes, type Importers } from '../import/importRoutes.ts';

export { NOT_FOUND_MESSAGE };

export const crudRoutes: ApiRoutes = async (api, deps) => {
  // A registry that is not sound stops the start with one error naming the resource folders.
  checkRegistry(resources);
  checkResourceTables(resources);
  const { db, config } = deps;
  const shared = storeDepsOf(db, config.databaseUrl);
  const { versions } = shared;
  const importers: Importers = new Map();
  const typed = api.withTypeProvider<ZodTypeProvider>();
  for (const resource of resources) {
    const extension = (await extensionOf(resource.name))?.(deps) ?? {};
    const store = createStore(shared, resource, extension);
    importers.set(resource.name, { resource, store });
    const cache = createListCache(resource.idKey);
    const access = (action: Action) => ({ resource: resource.name, action });
    const { endpoints, texts } = resource;
    const schemas = crudSchemas(resource);
    // A multipart body (a photo with the fields) is read into the body before the route's schema checks it.
    const readBody = extension.readBody;
    const bodyReader = readBody && {
      preValidation: async (request: FastifyRequest) => {
        request.body = await readBody(request);
      },
    };
    const readRecord = recordReader(resource, store, cache, versions);

    // The whole list (SPEC 7), or one page when the call names a page (docs/decisions/012-server-paging.md).
    typed.get(
      `/${endpoints.list}`,
      { schema: routeSchema(schemas.list), config: { access: access('read') } },
      async (request, reply) => {
        const user = signedInUser(request);
        const page = request.query;
        const version = await versions.current(resource.name);
        if (page) return sendPage(reply, await store.page(page, version, user));
        const scope = readScopeKey(user.area, resource.name);
        return sendList(request, reply, version, { cache, scope, readRows: () => store.list(user) });
      },
    );

    typed.get(
      `/${endpoints.get}/:id`,
      { schema: routeSchema(schemas.get), config: { access: access('read') } },
      async (request, reply) => {
        const row = await readRecord(request.params.id, signedInUser(request));
        return sendAnswer(reply, { body: [row], etag: etagOfVersion(row.version as number) });
      },
    );

    const added = answerWithId({
      body: { message: commonTexts.addedTitle, subMessage: texts.added },
      etag: etagOfVersion(1),
    });
    typed.post(
      `/${endpoints.add}`,
      { schema: routeSchema(schemas.add), config: { access: access('add') }, ...bodyReader },
      async (request, reply) => {
        const body = request.body;
        const context = { user: signedInUser(request), body };
        const values = fromPayload(resource, body);
        return answered(request, reply, body, added, (options) => store.add(values, context, options));
      },
    );

    typed.post(
      `/${endpoints.edit}/:id`,
      { schema: routeSchema(schemas.edit), config: { access: access('edit') }, ...bodyReader },
      async (request, reply) => {
        const { id } = request.params;
        const body = request.body;
        const values = fromPayload(resource, body);
        const [context, ifMatch] = [{ user: signedInUser(request), body }, ifMatchOf(request)];
        const updated = (version: number) => ({
          body: { message: texts.updated },
          etag: etagOfVersion(version),
        });
        return answered(request, reply, body, updated, ({ once }) =>
          store.edit(id, values, context, { once, ifMatch }),
        );
      },
    );

    typed.get(
      `/${endpoints.delete}/:id`,
      { schema: routeSchema(schemas.delete), config: { access: access('delete') } },
      async (request, reply) => {
        const [{ id }, ifMatch] = [request.params, ifMatchOf(request)];
        const deleted = () => ({ body: { message: texts.deleted } });
        return answered(request, reply, {}, deleted, ({ once }) =>
          store.remove(id, signedInUser(request), { once, ifMatch }),
        );
      },
    );

    // The same records, reads and writes at /api/rest/{name} (docs/decisions/029-rest-facade.md).
    registerRestRoutes(typed, { resource, store, cache, versions, bodyReader, readRecord });
  }
  // A file's rows are written through the same stores (docs/user-guide.md: Import from CSV).
  registerImportRoutes(api, db, importers);
};
