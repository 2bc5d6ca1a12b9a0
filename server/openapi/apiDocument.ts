// The OpenAPI 3.1 document of the API, generated from the routes as they register: each route's schema (the
// zod schemas Fastify validates its requests with, and its answers: server/openapi/routeSchema.ts) and its access
// flags (docs/decisions/030-route-schemas.md).
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_PERMISSION_MESSAGE, SIGN_IN_MESSAGE } from '../auth/authHook.ts';
import { NOT_FOUND_HEADER } from '../../resources/paging.ts';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.ts';
import { apiComponents, failureAnswer, type AnswerHeaders } from './routeSchema.ts';

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

const MALFORMED_BODY = 'the body is not valid JSON (or, for a form, not readable form data)';
/** What any route that takes a body may answer, whatever its schema: Fastify's own refusals. */
const BODY_FAILURES = {
  413: 'The body is over the size this route takes',
  415: 'The body is neither JSON nor a form this route takes',
};

const SERVER_FAILED = 'The server failed: `{message}` says only that, the log says why';
const notFoundHeader: AnswerHeaders = {
  [NOT_FOUND_HEADER]: {
    type: 'string',
    description: '`record`: the route found no such record (not a stale token: do not refresh and retry)',
  },
};
const replayedHeader: AnswerHeaders = {
  'idempotent-replayed': {
    type: 'string',
    description: '`true` when this is the first answer to the Idempotency-Key, sent again',
  },
};
const withHeaders = (answer: Answers[string], headers: AnswerHeaders): Answers[string] => ({
  ...answer,
  headers: { ...(answer.headers as object), ...headers },
});

const failure = (description: string) =>
  ({ description, content: { 'application/json': { schema: failureAnswer } } }) as Answers[string];

type Answers = Record<string, { content?: Record<string, { schema?: unknown }>; headers?: unknown }>;

/** An answer whose body is a zod schema, for fastify-type-provider-zod to write as JSON Schema. */
const isZodAnswer = (answer: Answers[string]) =>
  Object.values(answer.content ?? {}).some(({ schema }) => schema instanceof z.ZodType);

const zodTransform = createJsonSchemaTransform({ schemaRegistry: apiComponents, skipList: [] });
type TransformInput = Parameters<typeof zodTransform>[0];

/**
 * A route's operation from its schema: its zod parts as JSON Schema (fastify-type-provider-zod), the failures
 * its access brings (401, 403), the 400 of a body that cannot be read where one is read (a POST's always), and
 * its answers' headers.
 */
function operationOfSchema(input: TransformInput) {
  const { route } = input;
  const schema = route.schema as FastifySchema & { response?: Answers };
  const access = accessOf(route.config ?? {});
  const answers: Answers = { ...schema.response };
  for (const [status, description] of Object.entries(access.failures))
    answers[status] ??= failure(description);
  // A POST's or PUT's body is read whether the route takes one or not: one that is not JSON answers 400 either way.
  const readsBody = schema.body || [route.method].flat().some((method) => ['POST', 'PUT'].includes(method));
  if (readsBody) {
    const said = answers[400] as { description?: string } | undefined;
    const description = said?.description
      ? `${said.description}; or ${MALFORMED_BODY}`
      : MALFORMED_BODY.replace(/^t/, 'T');
    for (const [status, meaning] of Object.entries({ ...BODY_FAILURES, 400: description }))
      answers[status] = { ...failure(meaning), ...(status === '400' ? {} : answers[status]) };
  }
  answers[500] ??= failure(SERVER_FAILED);
  if (answers[404]) answers[404] = withHeaders(answers[404], notFoundHeader);
  // A write made once per Idempotency-Key says when its answer is a replay (server/http/idempotency.ts).
  const takesKey = (schema.headers as { shape?: object } | undefined)?.shape ?? {};
  if (IDEMPOTENCY_HEADER in takesKey)
    for (const status of Object.keys(answers).filter((code) => /^2/.test(code)))
      answers[status] = withHeaders(answers[status], replayedHeader);
  const [zodAnswers, otherAnswers] = [{} as Answers, {} as Answers];
  for (const [status, answer] of Object.entries(answers))
    (isZodAnswer(answer) ? zodAnswers : otherAnswers)[status] = answer;
  const transformed = zodTransform({
    ...input,
    schema: { ...schema, response: zodAnswers, security: access.security } as never,
  }).schema as { response: Answers };
  for (const [status, answer] of Object.entries(zodAnswers))
    if (answer.headers)
      transformed.response[status] = { ...transformed.response[status], headers: answer.headers };
  return { ...transformed, response: { ...transformed.response, ...otherAnswers } };
}

const addComponents = createJsonSchemaTransformObject({ schemaRegistry: apiComponents });
type Document = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The document with only the component schemas something refers to: the zod registry holds every schema in an
 * input and an output form (`ProjectAddInput`, `ProjectAdd`), and only one of them is read or written.
 */
function referencedOnly(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const refersTo = (value: unknown) =>
    new Set([...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(([, id]) => id));
  const kept = refersTo(document.paths);
  for (let grown = true; grown;) {
    const before = kept.size;
    for (const id of [...kept]) for (const inner of refersTo(schemas[id] ?? {})) kept.add(inner);
    grown = kept.size > before;
  }
  const components = {
    ...document.components,
    schemas: Object.fromEntries([...kept].sort().map((id) => [id, schemas[id]])),
  };
  return { ...document, components };
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
  transform: (input) => {
    const { route, url } = input;
    const described = route.schema && !(route.schema as { hide?: boolean }).hide;
    // A route that does not describe itself is left out, so the test comparing routes and document finds it.
    if (!described) return { schema: { hide: true } as never, url };
    return { schema: operationOfSchema(input as TransformInput) as never, url };
  },
  transformObject: (input) => referencedOnly(addComponents(input as never) as Document) as never,
};

/** Collects the routes registered after it into the document; `app.swagger()` then returns it. */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, documentOptions);
}
