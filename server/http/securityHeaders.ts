// helmet's security headers on every answer, written once at start: with fixed options they are the same for every
// request, and running helmet's eleven middlewares per request (each its own setHeader) was a tenth of a one-record
// read's CPU (docs/performance.md).
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, read off one run of its middleware. Its options take no function
 * of the request here (the type says so), so every answer gets these.
 */
function headersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as never, response, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

/** Helmet's options with no directive computed per request (a nonce, say): the headers stay the same. */
type FixedHelmetOptions = Readonly<HelmetOptions> & {
  contentSecurityPolicy?: { directives?: Record<string, readonly string[] | null> } | boolean;
};

/**
 * An onRequest hook that sets helmet's headers.
 * @example app.addHook('onRequest', securityHeaders({ strictTransportSecurity: false }));
 */
export function securityHeaders(options: FixedHelmetOptions) {
  const headers = headersOf(options);
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done();
  };
}
