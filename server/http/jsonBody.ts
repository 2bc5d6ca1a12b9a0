// JSON bodies, where an empty body counts as no body: the client sends a JSON content type on every call,
// including POST /api/refresh whose body is empty (SPEC section 7), which Fastify's own parser refuses.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    parseJson(request, String(body), done);
  });
}
