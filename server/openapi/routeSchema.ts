// One schema per route (docs/decisions/030-route-schemas.md): what a route takes (its path parameters, query,
// headers and body) as zod schemas that Fastify checks before the handler runs (fastify-type-provider-zod's
// validator), and what it answers; the API document is generated from the same schema. Answers are described, not
// checked at run time: the API suite checks every answer it gets against the document instead.
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { readWith } from '../http/ownRefusal.ts';
import type { JsonSchema } from './fieldSchemas.ts';

/** The statuses of a route's own failures (401 and 403 follow from its access, server/openapi/apiDocument.ts). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 429 | 503;

/**
 * The schemas the document names once and refers to (`#/components/schemas/Failure`, `ProjectRow`...): zod's own
 * registry, which also holds every schema's `.meta()` (descriptions), so the document keeps them.
 */
export const apiComponents = z.globalRegistry;

/**
 * A schema registered as a named component, once per process (callers make each schema once per config). Another
 * schema under a name already taken (a test's altered config) is used as it is, written inline in the document.
 * `describe` writes its description when the document is first read (not at start, as `.meta()` would).
 */
export function component<T extends z.ZodType>(id: string, schema: T, describe?: () => JsonSchema): T {
  const taken = registered.has(id);
  if (describe) apiComponents.add(schema, madeWhenRead(describe, taken ? {} : { id }));
  else if (!taken) apiComponents.add(schema, { ...apiComponents.get(schema), id });
  if (!taken) registered.set(id, schema);
  return schema;
}

/**
 * An object made at its first read of a key or a property other than the `fixed` ones, which the registry reads
 * as a schema is registered (its `id`): a description made when the document is, not at every start.
 */
function madeWhenRead(make: () => JsonSchema, fixed: { id?: string }): JsonSchema {
  let made: JsonSchema | undefined;
  const whole = () => (made ??= { ...make(), ...fixed });
  return new Proxy({} as JsonSchema, {
    get: (_, key) => (key === 'id' ? fixed.id : Reflect.get(whole(), key)),
    has: (_, key) => (key === 'id' ? 'id' in fixed : Reflect.has(whole(), key)),
    ownKeys: () => Reflect.ownKeys(whole()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(whole(), key),
  });
}
const registered = new Map<string, z.ZodType>();

/** Every failure's body: `{message}`, with a message per field when fields were refused. */
export const failureAnswer = component(
  'Failure',
  z.object({
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'A message per refused field (or parameter), keyed by its name' }),
    record: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'On 412: the record as it is now (its version in the ETag header)' }),
  }),
);

/** The answer of a write or sign-out: `{message}`. */
export const messageAnswer = z.object({ message: z.string() });

/** A record's `{id}` in a path: digits, read as a positive integer; anything else answers 404. */
export const recordIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.int().min(1))
    .meta({ description: 'The record id' }),
});

/** A header of an answer, for the document (answers' headers are written by the routes, not checked). */
export type AnswerHeaders = Record<string, { type: 'string'; description: string }>;

/** A media answer that is not JSON (a photo, a CSV file), described by media type. */
export interface MediaAnswer {
  content: Record<string, { schema: JsonSchema }>;
}

/**
 * A failure of a route: what it means; or that, with its answer's headers (Retry-After on a 429) or a body other
 * than the `{message}` of every failure.
 */
export type Failure = string | { meaning: string; headers?: AnswerHeaders; answer?: z.ZodType };

export interface RouteSpec {
  /** The group the reference lists it under: a resource's name, or 'session', 'account', ... */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Request headers the route reads (Idempotency-Key, If-Match): an object that lets every other header by. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body goes as multipart/form-data (a photo with the fields) instead of JSON. */
  multipart?: boolean;
  answer: z.ZodType | MediaAnswer;
  /** The answer's status when it is not 200 (an add of the REST facade: 201). */
  answerStatus?: 201;
  answerHeaders?: AnswerHeaders;
  /** What the route answers 304 for (a list revalidated with If-None-Match), when it does. */
  notModified?: string;
  /** The route's own failures with what they mean; 401 and 403 follow from the access policy. */
  failures?: Partial<Record<FailureStatus, Failure>>;
}

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/**
 * A route's Fastify schema: its request parts, validated by Fastify with zod, and its answers by status.
 * @example api.post('/login', { schema: routeSchema({ tag: 'session', summary: 'Signs in', body: loginBody, answer }) }, ...)
 */
export function routeSchema<S extends RouteSpec>(
  spec: S,
): FastifySchema & Pick<S, 'params' | 'querystring' | 'headers' | 'body'> {
  const { tag, summary, description, params, querystring, headers, body, multipart } = spec;
  const answer = 'content' in spec.answer ? spec.answer : { content: json(spec.answer) };
  const response: Record<number, unknown> = {
    [spec.answerStatus ?? 200]: {
      description: 'Done',
      ...(spec.answerHeaders && { headers: spec.answerHeaders }),
      ...answer,
    },
  };
  if (spec.notModified)
    response[304] = {
      description: spec.notModified,
      type: 'null',
      ...(spec.answerHeaders?.etag && { headers: { etag: spec.answerHeaders.etag } }),
    };
  for (const [status, failure] of Object.entries(spec.failures ?? {})) {
    const { meaning, headers, answer }: Exclude<Failure, string> =
      typeof failure === 'string' ? { meaning: failure } : failure;
    response[Number(status)] = {
      description: meaning,
      ...(headers && { headers }),
      content: json(answer ?? failureAnswer),
    };
  }
  return {
    tags: [tag],
    summary,
    ...(description && { description }),
    ...(params && { params }),
    ...(querystring && { querystring }),
    ...(headers && { headers }),
    ...(body && { body }),
    ...(multipart && { consumes: ['multipart/form-data', 'application/json'] }),
    response,
  } as FastifySchema & Pick<S, 'params' | 'querystring' | 'headers' | 'body'>;
}

/**
 * A query read by a function that checks it and throws a 400 HttpError naming the refused parameter
 * (`pageRequestOf`), as a route's query schema: Fastify runs it before the handler, which gets what it read; the
 * refusal is answered as the reader made it. `description` is what the document shows of the parameters.
 * @example querystring: queryReadBy((query) => pageRequestOf(project, query), pageParameters)
 */
export const queryReadBy = <T>(read: (query: unknown) => T, description: JsonSchema) =>
  // The query as Fastify parsed it, every key kept (a record schema would drop `__proto__`).
  z.unknown().transform(readWith(read)).meta(description);
