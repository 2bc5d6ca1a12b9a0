// POST /api/email_check {email, id?}: {success: true} when no other live user has the email (SPEC 5, 7).
import { user, validatePayload, type Values } from '../../../resources/index.ts';
import type { ApiRoutes } from '../../http/apiRoutes.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import { bodyJsonOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import { objectOf } from '../../openapi/routeDocs.ts';
import { emailInUse } from './emailInUse.ts';

const { properties: userBody } = bodyJsonOf(user, 'create') as { properties: Record<string, JsonSchema> };
const emailCheckDocs = {
  tag: 'user',
  summary: 'Whether an email is free for a user (the one being edited, `id`, keeps its own)',
  body: objectOf({ email: userBody.email, id: { type: 'integer' } }, ['id']),
  answer: objectOf({ success: { type: 'boolean', description: 'false: another user has it' } }),
  failures: { 422: 'The email is missing or malformed' },
};

const isRecord = (body: unknown): body is Values =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The add form's own message for a missing or malformed email, if any. */
function emailError(email: unknown): string | undefined {
  const result = validatePayload(user, { email }, 'create');
  return result.ok ? undefined : result.errors.email;
}

/** `id` names the user being edited, whose own email is not "taken"; anything but an id is ignored. */
const exceptId = (id: unknown): number | undefined =>
  /^\d{1,9}$/.test(String(id ?? '')) ? Number(id) : undefined;

export const emailCheckRoutes: ApiRoutes = (api, { db }) => {
  api.post(
    '/email_check',
    { config: { docs: emailCheckDocs, access: { resource: 'user', action: 'add' } } },
    async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      const error = emailError(body.email);
      if (error) throw new HttpError(422, VALIDATION_MESSAGE, { email: error });
      return { success: !(await emailInUse(db, String(body.email).trim(), exceptId(body.id))) };
    },
  );
};
