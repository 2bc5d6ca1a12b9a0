// buildApp: the whole HTTP app from its dependencies, with no global state, so tests build their own.
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authHook } from './auth/authHook.ts';
import { sessionsChanged } from './auth/sessionChanges.ts';
import { listenForSessionChanges } from './auth/sessionListener.ts';
import type { BackupStatus } from './backup/backupJob.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { ApiRoutes } from './http/apiRoutes.ts';
import { errorHandler } from './http/errorHandler.ts';
import { loggerOptions } from './http/logging.ts';
import { acceptEmptyJsonBodies } from './http/jsonBody.ts';
import { noStoreByDefault } from './http/noStore.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { hstsOverHttps } from './http/transportSecurity.ts';
import { registerSpa } from './http/spa.ts';
import { registerApiDocument } from './openapi/apiDocument.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  /** What GET /api/healthz tells of backups (the embedded database's backup job keeps it). */
  backups?: BackupStatus;
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
  backups,
  logger = true,
  routes = apiRoutes,
}: AppDeps): Promise<FastifyInstance> {
  const timeout = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: config.trustProxy,
    // A request must arrive whole within the timeout; an idle connection is closed after it.
    requestTimeout: timeout,
    connectionTimeout: timeout,
    http: {
      // Node checks request timeouts every 30 s by default: check each second, so a slow trickle is cut in time.
      connectionsCheckingInterval: 1000,
      // Node's own headers timeout (60 s) stays unless set: above the request timeout, Node swaps the two, and a
      // body got 60 s whatever REQUEST_TIMEOUT_SECONDS said.
      headersTimeout: timeout,
      requestTimeout: timeout,
    },
    // GET routes get no automatic HEAD twin: the contract deletes with GET, and HEAD must never delete.
    exposeHeadRoutes: false,
  });
  acceptEmptyJsonBodies(app);
  // A route's schema is zod (server/openapi/routeSchema.ts): its request parts are checked before the handler;
  // its answers are described for the document and sent as JSON, not checked at run time.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', securityHeaders({ contentSecurityPolicy, strictTransportSecurity: false }));
  app.addHook('onRequest', hstsOverHttps);
  // Before any route registers, so that every route and the 404 answers inherit it.
  app.addHook('onSend', noStoreByDefault);
  // Answers over 1 KiB go out as brotli or gzip, as the client accepts; a body already encoded is left alone.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Multipart bodies are read by the routes that take them, with their own limits (server/routes/photos).
  await app.register(multipart);
  // Before the routes, so that every route registered after it is seen by the API document.
  await registerApiDocument(app);
  const gate = authHook({ db, config });
  // With PostgreSQL other servers end sessions and change places too: each tells the rest (sessionChanges.ts).
  if (config.databaseUrl) {
    const listener = await listenForSessionChanges(config.databaseUrl, () => sessionsChanged(db), app.log);
    app.addHook('onClose', () => listener.close());
  }
  await app.register(
    async (api) => {
      // Inside the API scope, so the gate runs on the matched route whatever the spelling of its path.
      api.addHook('onRequest', gate);
      for (const register of routes) await register(api, { db, config, backups });
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.staticDir, gate);
  return app;
}
