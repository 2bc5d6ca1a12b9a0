// Body validation with a resource's own schema: the server's 422 answer and any caller that needs errors by field.
import type { FormMode, ResourceConfig, Values } from './types.ts';

export type ValidationResult = { ok: true; data: Values } | { ok: false; errors: Record<string, string> };

/**
 * The first message per field (a top-level key of the body; '_' for the body itself) of a failed zod check.
 * @example fieldErrors(schema.safeParse({}).error) // { project_name: 'Project name is required', ... }
 */
export const fieldErrors = ({ issues }: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.length ? String(issue.path[0]) : '_'] ??= issue.message;
  return errors;
};

/**
 * Checks an add (default) or edit body keyed by payload keys; errors hold one message per payload key.
 * @example validatePayload(project, { project_name: '' }) // { ok: false, errors: { project_name: 'Project name is required', ... } }
 */
export const validatePayload = (
  resource: ResourceConfig,
  body: unknown,
  mode: FormMode = 'create',
): ValidationResult => {
  const result = (mode === 'create' ? resource.schema : resource.editSchema).safeParse(body ?? {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error) };
};
