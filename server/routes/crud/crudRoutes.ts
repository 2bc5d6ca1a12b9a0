// Registers list, get, add, edit and delete for every resource of the registry, at the config's endpoints.
import type { FastifyRequest } from 'fastify';
import { checkRegistry, commonTexts, resources, type Values } from '../../../resources/index.ts';
import type { Action } from '../../../resources/access.ts';
import { readScopeKey } from '../../auth/scope.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { answered, sendAnswer } from '../../http/idempotency.ts';
import { etagOfVersion, ifMatchOf } from '../../http/preconditions.ts';
import { checkResourceTables } from '../../db/tables.ts';
import { crudDocs } from './crudDocs.ts';
import { extensionOf } from './extensions.ts';
import { createListCache } from './listCache.ts';
import { sendList, sendPage } from './listReply.ts';
import { pageRequestOf } from './pageRequest.ts';
import { checkedValues, recordId, recordReader } from './recordRequest.ts';
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
  for (const resource of resources) {
    const extension = (await extensionOf(resource.name))?.(deps) ?? {};
    const store = createStore(shared, resource, extension);
    importers.set(resource.name, { resource, store });
    const cache = createListCache(resource.idKey);
    const access = (action: Action) => ({ resource: resource.name, action });
    const { endpoints, texts } = resource;
    const docs = crudDocs(resource);
    const readBody = async (request: FastifyRequest): Promise<Values> =>
      extension.readBody ? extension.readBody(request) : ((request.body ?? {}) as Values);
    const readRecord = recordReader(resource, store, cache, versions);

    // The whole list (SPEC 7), or one page when the call names a page (docs/decisions/012-server-paging.md).
    const list = { docs: docs.list, access: access('read') };
    api.get(`/${endpoints.list}`, { config: list }, async (request, reply) => {
      const user = signedInUser(request);
      const page = pageRequestOf(resource, request.query);
      const version = await versions.current(resource.name);
      if (page) return sendPage(reply, await store.page(page, version, user));
      const scope = readScopeKey(user.area, resource.name);
      return sendList(request, reply, version, { cache, scope, readRows: () => store.list(user) });
    });

    api.get(
      `/${endpoints.get}/:id`,
      { config: { docs: docs.get, access: access('read') } },
      async (request, reply) => {
        const row = await readRecord(recordId(request), signedInUser(request));
        return sendAnswer(reply, { body: [row], etag: etagOfVersion(row.version as number) });
      },
    );

    const added = (id: number) => ({
      body: { message: commonTexts.addedTitle, subMessage: texts.added, id },
      etag: etagOfVersion(1),
    });
    api.post(
      `/${endpoints.add}`,
      { config: { docs: docs.add, access: access('add') } },
      async (request, reply) => {
        const body = await readBody(request);
        const values = checkedValues(resource, body, 'create');
        const context = { user: signedInUser(request), body };
        return answered(request, reply, body, added, (options) => store.add(values, context, options));
      },
    );

    api.post(
      `/${endpoints.edit}/:id`,
      { config: { docs: docs.edit, access: access('edit') } },
      async (request, reply) => {
        const id = recordId(request);
        const body = await readBody(request);
        const values = checkedValues(resource, body, 'edit');
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

    api.get(
      `/${endpoints.delete}/:id`,
      { config: { docs: docs.delete, access: access('delete') } },
      async (request, reply) => {
        const [id, ifMatch] = [recordId(request), ifMatchOf(request)];
        const deleted = () => ({ body: { message: texts.deleted } });
        return answered(request, reply, {}, deleted, ({ once }) =>
          store.remove(id, signedInUser(request), { once, ifMatch }),
        );
      },
    );

    // The same records, reads and writes at /api/rest/{name} (docs/decisions/029-rest-facade.md).
    registerRestRoutes(api, { resource, store, cache, versions, readBody, readRecord });
  }
  // A file's rows are written through the same stores (docs/user-guide.md: Import from CSV).
  registerImportRoutes(api, db, importers);
};
