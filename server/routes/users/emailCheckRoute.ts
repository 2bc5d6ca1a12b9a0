// POST /api/email_check {email, id?}: {success: true} when no other live user has the email (SPEC 5, 7).
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { user, validatePayload, type Values } from '../../../resources/index.ts';
import type { ApiRoutes } from '../../http/apiRoutes.ts';
import { bodyJsonOf, type JsonSchema } from '../../openapi/fieldSchemas.ts';
import { routeSchema } from '../../openapi/routeSchema.ts';
import { emailInUse } from './emailInUse.ts';

const { properties: userBody } = bodyJsonOf(user, 'create') as { properties: Record<string, JsonSchema> };

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

/** The email, checked by the add form's rules and trimmed; a body that is no object counts as an empty one. */
const emailCheckBody = z.preprocess(
  (body) => (isRecord(body) ? body : {}),
  z.object({
    email: z
      .unknown()
      .superRefine((email, context) => {
        const error = emailError(email);
        if (error) context.addIssue({ code: 'custom', message: error });
      })
      .transform((email) => String(email).trim())
      .meta(userBody.email),
    id: z
      .unknown()
      .transform(exceptId)
      .optional()
      .meta({ type: 'integer', description: 'The user being edited, whose own email is free for them' }),
  }),
);

const emailCheck = routeSchema({
  tag: 'user',
  summary: 'Whether an email is free for a user (the one being edited, `id`, keeps its own)',
  body: emailCheckBody,
  answer: z.object({ success: z.boolean().meta({ description: 'false: another user has it' }) }),
  failures: { 422: 'The email is missing or malformed' },
});

export const emailCheckRoutes: ApiRoutes = (api, { db }) => {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/email_check',
      { schema: emailCheck, config: { access: { resource: 'user', action: 'add' } } },
      async (request) => {
        const { email, id } = request.body;
        return { success: !(await emailInUse(db, email, id)) };
      },
    );
};
