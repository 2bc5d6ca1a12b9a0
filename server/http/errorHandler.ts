// One error shape for the whole API: 4xx {message}, validation 422 {message, errors}, else a bare 500.
// A database error a client's value caused is never a 500: a duplicate is 409, a bad value 422.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { NOT_FOUND_HEADER } from '../../resources/paging.ts';
import { fieldErrors } from '../../resources/validate.ts';
import type { HttpError } from './httpError.ts';
import { Replayed, sendAnswer } from './idempotency.ts';
import { ownRefusalOf } from './ownRefusal.ts';
import { PreconditionFailed } from './preconditions.ts';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server.';
export const DUPLICATE_MESSAGE = 'This record already exists.';

/** What a path parameter that names no record answers (a store's own 404 says the same). */
export const RECORD_NOT_FOUND_MESSAGE = 'No such record: it may have been deleted.';

export const DATA_ERROR_MESSAGE = 'A value sent cannot be stored: please correct it.';

/** The SQLSTATE of a database error as pg or PGlite raise it, possibly wrapped by drizzle; else undefined. */
export function sqlState(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a unique violation names, as pg and the embedded database report it (drizzle wraps it). */
export function constraintOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { constraint } = cause as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/** A unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * A value the database cannot take: class 22 (bad syntax 22P02, out of range 22003, bad date 22008, NUL 22021)
 * or a broken integrity rule other than a duplicate (class 23: a missing reference 23503, a null 23502).
 */
export const isDataError = (error: unknown): boolean => /^2[23]/.test(sqlState(error) ?? '');

type FieldErrors = Record<string, string>;

/**
 * Fastify's own schema validation: field from instancePath ("/email") or the missing property; the first message
 * per field. Any name is a field, `constructor` and `__proto__` included.
 */
function schemaFieldErrors(error: FastifyError): FieldErrors {
  const errors = new Map<string, string>();
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_');
    if (!errors.has(field)) errors.set(field, issue.message ?? 'Invalid value');
  }
  return Object.fromEntries(errors);
}

/**
 * A request part its route's schema refused (server/openapi/routeSchema.ts): a body 422 with a message per field
 * (the contract's shape; the first as `message` where the route says so); a query parameter or header 400 naming
 * it; a path parameter 404, as no such record. A check that refuses with its own HttpError
 * (server/http/ownRefusal.ts) answers with it instead.
 */
function sendRefusedPart(request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const own = ownRefusalOf(error);
  if (own) return sendClientError(reply, own);
  const errors = schemaFieldErrors(error);
  if (error.validationContext === 'body') {
    const first = request.routeOptions.config.firstRefusalAsMessage && Object.values(errors)[0];
    return reply.status(422).send({ message: first || VALIDATION_MESSAGE, errors });
  }
  if (error.validationContext === 'params') {
    markNotFound(reply);
    return reply.status(404).send({ message: RECORD_NOT_FOUND_MESSAGE });
  }
  const [[name, message] = ['_', 'A parameter was refused']] = Object.entries(errors);
  const said = name === '_' || message.toLowerCase().includes(name.toLowerCase());
  const named = said ? message : `${name}: ${message}`;
  request.log.debug({ part: error.validationContext, name }, 'a request part was refused');
  return reply.status(400).send({ message: named, errors });
}

/** A route's own 404 (no such record, or one outside the caller's scope) is not a stale token: the marker tells
 * the client not to refresh and replay, as it does on the router's 404 (SPEC 8). */
function markNotFound(reply: FastifyReply) {
  reply.header(NOT_FOUND_HEADER, 'record').header('access-control-expose-headers', NOT_FOUND_HEADER);
}

/** A 4xx with its message, and its message per field when it has them. */
function sendClientError(reply: FastifyReply, error: Pick<HttpError, 'statusCode' | 'message' | 'errors'>) {
  const { statusCode: status, message, errors } = error;
  if (status === 404) markNotFound(reply);
  return reply.status(status).send(errors ? { message, errors } : { message });
}

export function errorHandler(error: FastifyError | ZodError, request: FastifyRequest, reply: FastifyReply) {
  // A retry's first answer, replayed from inside its transaction (server/http/idempotency.ts).
  if (error instanceof Replayed) return sendAnswer(reply, error.answer, true);
  // A record changed since the client read it: the record as it is now, and its ETag.
  if (error instanceof PreconditionFailed)
    return sendAnswer(reply, {
      status: 412,
      body: { message: error.message, record: error.record },
      etag: error.etag,
    });
  if (error instanceof ZodError) {
    return reply.status(422).send({ message: VALIDATION_MESSAGE, errors: fieldErrors(error) });
  }
  if (error.validation) return sendRefusedPart(request, reply, error);
  if (isUniqueViolation(error)) return reply.status(409).send({ message: DUPLICATE_MESSAGE });
  if (isDataError(error)) {
    // The rules should have stopped it; the code says which check is missing, without the value.
    request.log.warn({ sqlState: sqlState(error) }, 'the database refused a value');
    return reply.status(422).send({ message: DATA_ERROR_MESSAGE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const { errors } = error as { errors?: FieldErrors };
    return sendClientError(reply, { statusCode: status, message: error.message, errors });
  }
  request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
  return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
}
