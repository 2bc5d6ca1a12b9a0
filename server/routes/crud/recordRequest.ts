// What the contract's routes and the REST facade read alike: a body checked with the resource's own schema (the
// facade's edit, merged over the stored record), and one record as the caller may read it.
import {
  fromPayload,
  validatePayload,
  type FormMode,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { readScopeKey } from '../../auth/scope.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import type { createListCache } from './listCache.ts';
import type { ListVersions } from './listVersions.ts';
import { NOT_FOUND_MESSAGE, type createStore } from './store.ts';

/** The body checked with the resource's own schema, keyed by columns; 422 with a message per field. */
export function checkedValues(resource: ResourceConfig, body: Values, mode: FormMode): Values {
  const result = validatePayload(resource, body, mode);
  if (!result.ok) throw new HttpError(422, VALIDATION_MESSAGE, result.errors);
  return fromPayload(resource, result.data);
}

/**
 * One live record the user may read, or 404: from the current list of the user's scope when this server holds
 * it (no query), else from the store.
 */
export function recordReader(
  resource: ResourceConfig,
  store: ReturnType<typeof createStore>,
  cache: ReturnType<typeof createListCache>,
  versions: ListVersions,
) {
  return async (id: number, user: AuthUser): Promise<Values> => {
    const held = versions.held(resource.name);
    const listed = held && cache.peek(held, readScopeKey(user.area, resource.name));
    const row = listed ? listed.byId.get(String(id)) : await store.get(id, user);
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return row;
  };
}
