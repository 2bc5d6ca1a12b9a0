// Strict-Transport-Security only on answers to a request that came over HTTPS: on plain HTTP (the product on a
// bare IP, SPEC section 7) the header means nothing, and RFC 6797 tells browsers to ignore it there.
import type { onRequestAsyncHookHandler } from 'fastify';

/** helmet's own value: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Over HTTPS: the socket is TLS, or a proxy named in TRUST_PROXY says `X-Forwarded-Proto: https` (Fastify's
 * `request.protocol` believes that header only from a trusted proxy).
 */
export const hstsOverHttps: onRequestAsyncHookHandler = async (request, reply) => {
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
};
