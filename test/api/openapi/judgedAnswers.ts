// Every answer of a test server's API judged against the document that server generates, as it is sent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../../../server/http/apiRoutes.ts';
import { DOCS_PREFIX } from '../../../server/openapi/docsRoutes.ts';
import { createDocumentJudge, type OpenApiDocument, type Violation } from './documentJudge.ts';

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/** The payload an onSend hook holds as bytes, decoded when the route compressed it itself; undefined for a stream. */
function bytesOf(payload: unknown, reply: FastifyReply): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (!Buffer.isBuffer(payload)) return undefined;
  const decode = decoders[String(reply.getHeader('content-encoding') ?? '')];
  return decode ? decode(payload) : payload;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route a test registers for itself, outside the API (a failure on purpose): its answers are not judged. */
    testOnly?: boolean;
  }
}

/**
 * Answers outside the document's reach are not judged: a path no route matched (its 401 or 404, and the SPA's
 * files, outside /api anyway), since the document describes operations and an unknown path has none; the
 * reference page's own files under /api/docs, which the document leaves out on purpose; a test's own routes
 * (`config.testOnly`); and an answer to a connection already gone (a body cut off by the request timeout), which
 * no client receives. Every other route's answers are, so a product route missing from the document breaks it.
 */
const isJudged = (request: FastifyRequest) =>
  !request.is404 &&
  !request.routeOptions.url?.startsWith(`/api${DOCS_PREFIX}`) &&
  !request.routeOptions.config.testOnly &&
  !request.raw.socket?.destroyed;

/**
 * A route group to put first in a test server's /api scope, so that its onSend hook runs on every API route
 * before compression, and the violations it found.
 * @example const judged = judgedAnswers(); buildApp({ ..., routes: [judged.routes, ...apiRoutes] });
 */
export function judgedAnswers() {
  const violations: Violation[] = [];
  const routes: ApiRoutes = (api) => {
    let judge: ReturnType<typeof createDocumentJudge> | undefined;
    api.addHook('onSend', async (request, reply, payload) => {
      if (!isJudged(request)) return payload;
      const answer = { method: request.method, route: request.routeOptions.url ?? '', url: request.url };
      try {
        judge ??= createDocumentJudge(api.swagger() as unknown as OpenApiDocument);
        const body = bytesOf(payload, reply);
        violations.push(...judge({ ...answer, status: reply.statusCode, headers: reply.getHeaders(), body }));
      } catch (error) {
        const broke = `the judge failed: ${(error as Error).message}`;
        violations.push({
          operation: `${answer.method} ${answer.route}`,
          ...answer,
          status: reply.statusCode,
          broke,
          body: '',
        });
      }
      return payload;
    });
  };
  return { routes, violations: () => [...violations] };
}

/** One line for each kind of break (operation, status, what broke), with how often it happened and one example. */
export function describeViolations(violations: Violation[]): string {
  const kinds = new Map<string, { example: Violation; times: number }>();
  for (const v of violations) {
    const key = `${v.operation} ${v.status}: ${v.broke}`;
    const kind = kinds.get(key);
    if (kind) kind.times++;
    else kinds.set(key, { example: v, times: 1 });
  }
  return [...kinds]
    .map(([key, { example, times }]) => `${key} (${times}x, e.g. ${example.url}: ${example.body})`)
    .join('\n');
}

/**
 * What a closed server's violations do: written as JSON lines to the file DOCUMENT_JUDGE_LOG names, if any; and
 * thrown, failing the file, unless breaks are tolerated.
 */
export function settleViolations(
  violations: Violation[],
  { tolerate = false, testFile = '' }: { tolerate?: boolean; testFile?: string } = {},
): void {
  const log = process.env.DOCUMENT_JUDGE_LOG;
  if (log && violations.length)
    fs.appendFileSync(log, violations.map((v) => `${JSON.stringify({ ...v, testFile })}\n`).join(''));
  if (tolerate || !violations.length) return;
  throw new Error(`${violations.length} answers broke the API document:\n${describeViolations(violations)}`);
}
