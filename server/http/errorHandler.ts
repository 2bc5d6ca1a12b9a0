// One error shape for the whole API: 4xx {message}, validation 422 {message, errors}, else a bare 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server.';
export const DUPLICATE_MESSAGE = 'This record already exists.';

/** A unique-constraint violation (SQLSTATE 23505), as pg or PGlite raise it, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type FieldErrors = Record<string, string>;

function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/** Fastify's own schema validation: field from instancePath ("/email") or the missing property. */
function schemaFieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_');
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

export function errorHandler(error: FastifyError | ZodError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) {
    return reply.status(422).send({ message: VALIDATION_MESSAGE, errors: zodFieldErrors(error) });
  }
  if (error.validation) {
    return reply.status(422).send({ message: VALIDATION_MESSAGE, errors: schemaFieldErrors(error) });
  }
  if (isUniqueViolation(error)) return reply.status(409).send({ message: DUPLICATE_MESSAGE });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const { errors } = error as { errors?: FieldErrors };
    return reply
      .status(status)
      .send(errors ? { message: error.message, errors } : { message: error.message });
  }
  request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
  return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
}
