// GET /api/openapi.json, the generated document, and the reference page reading it at /api/docs: both public
// (docs/decisions/015-public-api-reference.md).
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { routeSchema } from './routeSchema.ts';

/** Where the reference page is, under /api; its scripts, styles and a copy of the document are beneath it. */
export const DOCS_PREFIX = '/docs';

const apiDocument = routeSchema({
  tag: 'reference',
  summary: 'This document: OpenAPI 3.1, generated from the routes and the resource configs',
  answer: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
});

/** The document at /api/openapi.json and Swagger UI at /api/docs, with no token needed for either. */
export const docsRoutes: ApiRoutes = async (api) => {
  api.get('/openapi.json', { schema: apiDocument, config: { public: true } }, () => api.swagger());
  await api.register(async (reference) => {
    // The page's own routes come from the plugin: each is marked public as it registers.
    reference.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    // The page links its files by absolute path, which must hold the /api the scope adds.
    await reference.register(swaggerUi, { routePrefix: DOCS_PREFIX, indexPrefix: reference.prefix });
  });
};
