// Answers are never stored by a browser or a proxy unless their route chose otherwise: tokens and personal data
// (profile, history, activity and its CSV, the bin, users...) stay out of every cache.
import type { onSendHookHandler } from 'fastify';

/**
 * Sets `Cache-Control: no-store` on an answer that has no Cache-Control of its own, errors and 404s included.
 * Lists keep the `private, no-cache` of their ETag revalidation (server/routes/crud/listReply.ts), the SPA's files
 * and the API reference page's their own.
 */
export const noStoreByDefault: onSendHookHandler = async (_request, reply, payload) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
};
