// A check of a route's schema that refuses with its own HttpError (its status, message and errors) rather than
// its request part's usual refusal (server/http/errorHandler.ts): an unknown `:resource` 404 "No such resource",
// an import body 400, as those routes answered before their checks moved into their schemas.
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { HttpError } from './httpError.ts';

const OWN_REFUSAL = 'ownRefusal';

/**
 * A zod transform that reads a value with `read`: what it returns is the value the handler gets; a 4xx HttpError
 * it throws is the answer, sent by the error handler as if the handler had thrown it.
 * @example z.string().transform(readWith(resourceNamed)) // 'nothing' answers 404 "No such resource: nothing"
 */
export function readWith<I, T>(read: (value: I) => T) {
  return (value: I, context: z.RefinementCtx<I>): T => {
    try {
      return read(value);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const params = { [OWN_REFUSAL]: error };
      context.addIssue({ code: 'custom', message: error.message, params, input: value });
      return z.NEVER;
    }
  };
}

/** The HttpError a part's first refused check carries (readWith), if it carries one. */
export function ownRefusalOf(error: FastifyError): HttpError | undefined {
  const [first] = error.validation ?? [];
  const { params } = (first?.params ?? {}) as { params?: Record<string, unknown> };
  const refusal = params?.[OWN_REFUSAL];
  return refusal instanceof HttpError ? refusal : undefined;
}
