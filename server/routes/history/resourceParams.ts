// The {resource} and {id} of a history, bin or restore path: a registered resource and a record id, else 404.
import type { FastifyRequest } from 'fastify';
import { resources, type ResourceConfig } from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import { NOT_FOUND_MESSAGE } from '../crud/crudRoutes.ts';

/** The resource a path or a filter names by its config's `name` (project, site, healthWorker...), or 404. */
export function resourceNamed(name: string): ResourceConfig {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new HttpError(404, `No such resource: ${name.slice(0, 40)}`);
  return found;
}

/** The resource and the record id of a `/:resource/:id` path; 404 for an unknown resource or a bad id. */
export function recordParams(request: FastifyRequest): { resource: ResourceConfig; id: number } {
  const params = request.params as { resource: string; id: string };
  const resource = resourceNamed(params.resource);
  if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return { resource, id: Number(params.id) };
}
