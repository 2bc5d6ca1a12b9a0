// Serves the built SPA with a history fallback, and answers 404 JSON for everything else nobody handles.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

export const NOT_FOUND_MESSAGE = 'Not found.';

/**
 * Files under assets/ carry a hash of their content in their name: cached for a year and never revalidated.
 * Everything else (index.html, the favicon) is revalidated on every use, so a new build shows at once.
 */
export const cacheControlOf = (staticDir: string, filePath: string): string =>
  path.relative(staticDir, filePath).split(path.sep)[0] === 'assets'
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

const isApiPath = (request: FastifyRequest) => {
  const urlPath = request.url.split('?', 1)[0];
  return urlPath === '/api' || urlPath.startsWith('/api/');
};

const wantsSpaPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request);

/**
 * With an index.html in `staticDir`, a GET outside /api that finds no file answers index.html, so a client route
 * such as /sitCreate or /helthEdit/3 loads the app. An unknown /api path answers 404 {message} to a signed-in
 * user and 401 to anyone else (`gate`), so the API's paths cannot be listed without a session.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string,
  gate: onRequestAsyncHookHandler,
): Promise<void> {
  const hasSpa = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes .br and .gz beside each file: sent as they are, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(staticDir, filePath)),
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasSpa && wantsSpaPage(request)) return reply.sendFile('index.html');
    if (isApiPath(request)) await gate.call(app, request, reply);
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
