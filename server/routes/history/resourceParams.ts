// The {resource} and {id} of a history or restore path: a registered resource and a record id, else 404.
import { z } from 'zod';
import { resources, type ResourceConfig } from '../../../resources/index.ts';
import { HttpError } from '../../http/httpError.ts';
import { readWith } from '../../http/ownRefusal.ts';
import { recordIdParams } from '../../openapi/routeSchema.ts';

/** The resource a path or a filter names by its config's `name` (project, site, healthWorker...), or 404. */
export function resourceNamed(name: string): ResourceConfig {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new HttpError(404, `No such resource: ${name.slice(0, 40)}`);
  return found;
}

const resourceName = z.string().meta({
  enum: resources.map((resource) => resource.name),
  description: "A resource's name; another answers 404 “No such resource: …”",
});

/**
 * The params of a `/:resource/:id` path, read as the resource's config and the record id: an unknown resource
 * answers 404 naming it, a bad id 404 as no such record.
 */
export const recordPathParams = z.object({
  resource: resourceName.transform(readWith(resourceNamed)),
  id: recordIdParams.shape.id,
});
