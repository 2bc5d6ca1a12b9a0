// The OpenAPI 3.1 document of the API, generated from the routes as they register: each route's `config.docs`
// (the CRUD routes' from the resource configs) and its access flags. Nothing here validates a request.
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { NO_PERMISSION_MESSAGE, SIGN_IN_MESSAGE } from '../auth/authHook.ts';
import { failureAnswer } from './routeDocs.ts';

/** The security scheme of every route behind the auth hook: the access token from POST /api/login. */
export const BEARER = 'bearer';

/** Who may call a route, from the same flags the auth hook reads: 401 without a session, 403 by role. */
function accessOf(config: FastifyContextConfig) {
  if (config.public) return { security: [], failures: {} };
  const failures: Record<number, string> = { 401: `No live session (“${SIGN_IN_MESSAGE}”)` };
  if (!config.sessionOnly)
    failures[403] = `Role not allowed (“${NO_PERMISSION_MESSAGE}”), or password change due`;
  return { security: [{ [BEARER]: [] }], failures };
}

/**
 * The operation of a route for @fastify/swagger, as a Fastify route schema; `{hide: true}` for a route that
 * does not describe itself, so a test that compares the routes with the document finds it missing.
 */
export function operationOf(config: FastifyContextConfig): FastifySchema {
  const { docs } = config;
  if (!docs) return { hide: true };
  const access = accessOf(config);
  const failures = { ...access.failures, ...docs.failures };
  const answerHeaders = docs.answerHeaders && { headers: docs.answerHeaders };
  const response: Record<number, unknown> = {
    [docs.answerStatus ?? 200]: { description: 'Done', ...answerHeaders, ...docs.answer },
  };
  for (const [status, description] of Object.entries(failures))
    response[Number(status)] = { description, ...failureAnswer };
  return {
    tags: [docs.tag],
    summary: docs.summary,
    ...(docs.description && { description: docs.description }),
    ...(docs.body && { body: docs.body }),
    ...(docs.multipart && { consumes: ['multipart/form-data'] }),
    ...(docs.params && { params: docs.params }),
    ...(docs.querystring && { querystring: docs.querystring }),
    ...(docs.headers && { headers: docs.headers }),
    response,
    security: access.security,
  } as FastifySchema;
}

const documentOptions: FastifyDynamicSwaggerOptions = {
  mode: 'dynamic',
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Outreach MIS API',
      version: '1',
      description:
        'The contract of SPEC section 7 and the routes around it. Failures answer `{message, errors?}`; ' +
        'sign in with POST /api/login and send its token as `Authorization: Bearer <token>`.',
    },
    components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  },
  transform: ({ route, url }) => ({ schema: operationOf(route.config ?? {}) as never, url }),
};

/** Collects the routes registered after it into the document; `app.swagger()` then returns it. */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, documentOptions);
}
