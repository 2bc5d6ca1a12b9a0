// The document judge: does an answer of the API keep to the OpenAPI document its own server generates? The
// operation exists, its status is documented (a status, or its class such as 4XX; never `default`), its content
// type is, a JSON body validates against the schema of that status and type, the headers the document marks
// required are there, and the API's own headers it sends (ETag, X-Total-Count...) are documented.
import { documentSchemas, errorsOf } from './schemaCompiler.ts';
import type { ValidateFunction } from 'ajv/dist/2020.js';

export interface Answer {
  method: string;
  /** The matched route's path as Fastify has it: `/api/get_project/:id`. */
  route: string;
  url: string;
  status: number;
  headers: Record<string, unknown>;
  /** The body as sent, decoded; undefined when it is a stream (a photo, a CSV) that the judge cannot read. */
  body?: Buffer;
}

export interface Violation {
  /** `GET /api/get_project/{id}`, as the document spells it. */
  operation: string;
  url: string;
  status: number;
  broke: string;
  /** The body's first 300 characters. */
  body: string;
}

interface Header {
  required?: boolean;
}
interface Response {
  headers?: Record<string, Header>;
  content?: Record<string, { schema?: object }>;
}
type Operation = { responses?: Record<string, Response> };
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Headers of HTTP itself, of caching and of the security policy, on every answer whatever the route: the document
 * need not name them. Any other header an answer carries is the API's own and must be documented.
 */
const GENERIC_HEADERS = new Set([
  'access-control-expose-headers',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'content-type',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'date',
  'keep-alive',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** `/api/get_project/:id` as the document spells it: `/api/get_project/{id}`. */
export const pathOf = (route: string) => route.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

const mediaTypeOf = (headers: Record<string, unknown>) =>
  String(headers['content-type'] ?? '')
    .split(';', 1)[0]
    .trim()
    .toLowerCase();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** What breaks in the body of an answer, against the content its status documents (`schemaOf` its type's). */
function bodyBreaks(
  response: Response,
  mediaType: string,
  body: Buffer | undefined,
  schemaOf: (mediaType: string) => ValidateFunction,
): string[] {
  const empty = body !== undefined && body.length === 0;
  if (!response.content) return empty ? [] : ['a body where the document has none'];
  if (empty) return [];
  const content = response.content[mediaType];
  if (!content) return [`content type ${mediaType || '(none)'} not documented`];
  if (!isJson(mediaType) || !content.schema || body === undefined) return [];
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    return [`the ${mediaType} body is not JSON`];
  }
  const validate = schemaOf(mediaType);
  return validate(data) ? [] : [`body breaks the schema: ${errorsOf(validate)}`];
}

/** What breaks in the headers: one the document requires is missing, or one of the API's own is undocumented. */
function headerBreaks(response: Response, headers: Record<string, unknown>): string[] {
  const documented = new Map(
    Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]),
  );
  const breaks: string[] = [];
  for (const [name, header] of documented)
    if (header.required && headers[name] === undefined) breaks.push(`required header ${name} missing`);
  for (const name of Object.keys(headers))
    if (!GENERIC_HEADERS.has(name) && !documented.has(name)) breaks.push(`header ${name} not documented`);
  return breaks;
}

/**
 * A judge of answers against one document.
 * @example createDocumentJudge(app.swagger())({ method: 'GET', route: '/api/sites', status: 304, ... })
 * // [{ operation: 'GET /api/sites', status: 304, broke: 'status 304 not documented', ... }]
 */
export function createDocumentJudge(document: OpenApiDocument) {
  const schemaAt = documentSchemas(document);
  const breaksOf = (path: string, method: string, answer: Answer): string[] => {
    const responses = document.paths[path]?.[method]?.responses;
    if (!responses) return ['operation not in the document'];
    const status = [String(answer.status), `${String(answer.status)[0]}XX`].find((key) => responses[key]);
    if (!status) return [`status ${answer.status} not documented`];
    const content = ['paths', path, method, 'responses', status, 'content'];
    return [
      ...bodyBreaks(responses[status], mediaTypeOf(answer.headers), answer.body, (mediaType) =>
        schemaAt([...content, mediaType, 'schema']),
      ),
      ...headerBreaks(responses[status], answer.headers),
    ];
  };
  return (answer: Answer): Violation[] => {
    const path = pathOf(answer.route);
    return breaksOf(path, answer.method.toLowerCase(), answer).map((broke) => ({
      operation: `${answer.method} ${path}`,
      url: answer.url,
      status: answer.status,
      broke,
      body: answer.body?.toString('utf8').slice(0, 300) ?? '(a stream)',
    }));
  };
}
