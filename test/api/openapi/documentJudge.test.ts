// The document judge finds answers that break the document their server generates, and can fail a file.
import zlib from 'node:zlib';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { routeSchema } from '../../../server/openapi/routeSchema.ts';
import { apiRoutes } from '../../../server/routes/index.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import type { OpenApiDocument } from './documentJudge.ts';

type Components = { schemas: Record<string, object> };

/** Says it answers `{n: <integer>}` with 200 and nothing else, and answers whatever its query asks. */
const probe: ApiRoutes = (api) => {
  const schema = routeSchema({
    tag: 'probe',
    summary: 'A count',
    querystring: z.object({ answer: z.string().optional() }),
    answer: z.object({ n: z.int() }),
  });
  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/judge_probe', { schema, config: { public: true } }, async (request, reply) => {
      const { answer } = request.query;
      if (answer === 'teapot') return reply.code(418).send({ message: 'A teapot' });
      if (answer === 'text') return { n: 'seven' };
      if (answer === 'header') reply.header('x-probe', 'undocumented');
      if (answer === 'gzip')
        return reply
          .header('content-encoding', 'gzip')
          .type('application/json')
          .send(zlib.gzipSync(JSON.stringify({ n: 'x'.repeat(2000) })));
      return { n: 7 };
    });
};

const ask = (server: TestServer, answer: string) =>
  fetch(`${server.url}/api/judge_probe?answer=${answer}`).then((response) => response.status);

describe('the document judge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      'embedded',
      {},
      { routes: [...apiRoutes, probe], tolerateDocumentBreaks: true },
    );
  });
  afterAll(() => server?.close());
  const brokeAt = (query: string) =>
    server
      .documentViolations()
      .filter((violation) => violation.url.endsWith(`=${query}`))
      .map(({ operation, status, broke }) => ({ operation, status, broke }));

  it('finds nothing wrong with an answer the document describes', async () => {
    expect(await ask(server, 'count')).toBe(200);
    expect(brokeAt('count')).toEqual([]);
  });

  it('finds a status the document does not give the operation', async () => {
    expect(await ask(server, 'teapot')).toBe(418);
    expect(brokeAt('teapot')).toEqual([
      { operation: 'GET /api/judge_probe', status: 418, broke: 'status 418 not documented' },
    ]);
  });

  it('finds a body that breaks the schema of its status', async () => {
    expect(await ask(server, 'text')).toBe(200);
    expect(brokeAt('text')).toEqual([
      { operation: 'GET /api/judge_probe', status: 200, broke: 'body breaks the schema: /n must be integer' },
    ]);
  });

  it('reads a body the route compressed itself', async () => {
    await ask(server, 'gzip');
    expect(brokeAt('gzip').map(({ broke }) => broke)).toEqual(['body breaks the schema: /n must be integer']);
  });

  it("finds a header of the API's own that the document does not name", async () => {
    await ask(server, 'header');
    expect(brokeAt('header').map(({ broke }) => broke)).toEqual(['header x-probe not documented']);
  });

  it('leaves alone a path no route matches, and the reference page', async () => {
    const before = server.documentViolations().length;
    expect((await fetch(`${server.url}/api/no_such_path`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/docs/`)).status).toBe(200);
    expect(server.documentViolations()).toHaveLength(before);
  });
});

describe("the product's own routes", () => {
  it('are judged against the very document their server serves, its $refs resolved', async () => {
    const server = await startTestServer('embedded', {}, { tolerateDocumentBreaks: true });
    try {
      // Before any answer: the health answer's schema moved to the components, and asking for more than it gives.
      const document = server.app.swagger() as unknown as OpenApiDocument & { components: Components };
      const answer = document.paths['/api/healthz'].get.responses!['200'].content!['application/json'];
      document.components.schemas.Health = { ...answer.schema, required: ['uptime'] };
      answer.schema = { $ref: '#/components/schemas/Health' };
      expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
      expect(server.documentViolations().map(({ broke }) => broke)).toEqual([
        "body breaks the schema: must have required property 'uptime'",
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('a file whose answers break the document', () => {
  it('fails as its server closes, unless breaks are tolerated', async () => {
    for (const tolerateDocumentBreaks of [false, true]) {
      const server = await startTestServer(
        'embedded',
        {},
        { routes: [...apiRoutes, probe], tolerateDocumentBreaks },
      );
      await ask(server, 'teapot');
      const closed = server.close();
      if (tolerateDocumentBreaks) await expect(closed).resolves.toBeUndefined();
      else await expect(closed).rejects.toThrow(/GET \/api\/judge_probe 418: status 418 not documented/);
    }
  });
});
