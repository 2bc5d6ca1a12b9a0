// buildApp: the whole HTTP app from its dependencies, with no global state, so tests build their own.
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authHook } from './auth/authHook.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { ApiRoutes } from './http/apiRoutes.ts';
import { errorHandler } from './http/errorHandler.ts';
import { acceptEmptyJsonBodies } from './http/jsonBody.ts';
import { registerSpa } from './http/spa.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The API route groups; every group of the product by default. */
  routes?: ApiRoutes[];
}

const contentSecurityPolicy = {
  directives: {
    // MUI (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Photo previews are blob: URLs; MUI icons and small assets may be data: URLs.
    imgSrc: ["'self'", 'data:', 'blob:'],
    // The product is reached on a bare IP over plain HTTP (SPEC section 7): upgrading would break every asset.
    upgradeInsecureRequests: null,
  },
};

export async function buildApp({
  db,
  config,
  logger = true,
  routes = apiRoutes,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  acceptEmptyJsonBodies(app);
  app.setErrorHandler(errorHandler);
  await app.register(helmet, { contentSecurityPolicy });
  await app.register(rateLimit, { global: false });
  // Multipart bodies are read by the routes that take them, with their own limits (server/routes/photos).
  await app.register(multipart);
  app.addHook('onRequest', authHook({ db, config }));
  await app.register(
    async (api) => {
      for (const register of routes) await register(api, { db, config });
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.staticDir);
  return app;
}
