// Registers list, get, add, edit and delete for every resource of the registry, at the config's endpoints.
import type { FastifyRequest } from 'fastify';
import {
  commonTexts,
  fromPayload,
  resources,
  validatePayload,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { signedInUser, type ApiRoutes } from '../../http/apiRoutes.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import { createStore } from './store.ts';

const NOT_FOUND = 'No such record: it may have been deleted.';

/** The :id of a request, as a positive integer, or 404. */
function recordId(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) throw new HttpError(404, NOT_FOUND);
  return Number(id);
}

/** The body checked with the resource's own schema, keyed by columns; 422 with a message per field. */
function checkedValues(resource: ResourceConfig, body: unknown, mode: 'create' | 'edit') {
  const result = validatePayload(resource, body, mode);
  if (!result.ok) throw new HttpError(422, VALIDATION_MESSAGE, result.errors);
  return fromPayload(resource, result.data);
}

export const crudRoutes: ApiRoutes = (api, { db }) => {
  for (const resource of resources) {
    const store = createStore(db, resource);
    const { endpoints, texts } = resource;

    api.get(`/${endpoints.list}`, () => store.list());

    api.get(`/${endpoints.get}/:id`, async (request) => {
      const row = await store.get(recordId(request));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return [row];
    });

    api.post(`/${endpoints.add}`, async (request) => {
      const values = checkedValues(resource, request.body, 'create');
      const id = await store.add(values, signedInUser(request).id);
      return { message: commonTexts.addedTitle, subMessage: texts.added, id };
    });

    api.post(`/${endpoints.edit}/:id`, async (request) => {
      const id = recordId(request);
      const values = checkedValues(resource, request.body, 'edit');
      if (!(await store.edit(id, values, signedInUser(request).id))) throw new HttpError(404, NOT_FOUND);
      return { message: texts.updated };
    });

    api.get(`/${endpoints.delete}/:id`, async (request) => {
      if (!(await store.remove(recordId(request), signedInUser(request).id)))
        throw new HttpError(404, NOT_FOUND);
      return { message: texts.deleted };
    });
  }
};
