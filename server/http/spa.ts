// Serves the built SPA with a history fallback, and answers 404 JSON for everything else nobody handles.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const NOT_FOUND_MESSAGE = 'Not found.';

function wantsSpaPage(request: FastifyRequest): boolean {
  const urlPath = request.url.split('?', 1)[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    urlPath !== '/api' &&
    !urlPath.startsWith('/api/')
  );
}

/**
 * With an index.html in `staticDir`, a GET outside /api that finds no file answers index.html, so a client route
 * such as /sitCreate or /helthEdit/3 loads the app. Unknown /api paths always answer 404 {message}.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasSpa = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: staticDir });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasSpa && wantsSpaPage(request)) return reply.sendFile('index.html', { maxAge: 0, immutable: false });
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
  });
}
