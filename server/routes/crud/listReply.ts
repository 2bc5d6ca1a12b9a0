// A list answer that is cheap to repeat: 304 to a client holding the current version, else the cached body,
// compressed as the client accepts. A page answers its rows and the number found.
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_RANGE_HEADER, TOTAL_COUNT_HEADER } from '../../../resources/index.ts';
import { scopedEtag, type createListCache, type Encoding } from './listCache.ts';
import type { Page } from './listPage.ts';
import type { ListVersion } from './listVersions.ts';
import type { PageRequest } from './pageRequest.ts';

/** True when If-None-Match names `etag` (or is '*'); a weak W/ prefix compares equal, as RFC 9110 says. */
export function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Smaller bodies go as they are (compression would not pay). */
const COMPRESS_FROM_BYTES = 1024;

/** The list of one scope (the rows a role and area reach), and how to read its rows when it is not held. */
export interface ScopedList {
  cache: ReturnType<typeof createListCache>;
  scope: string;
  readRows: () => Promise<Record<string, unknown>[]>;
}

export async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  version: ListVersion,
  { cache, scope, readRows }: ScopedList,
  /** Headers that give the number of rows (the REST facade's), set on a 200. */
  countHeaders?: (total: number) => Record<string, string>,
) {
  // Revalidated on every use, never kept by shared caches (the list is personal data).
  reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding');
  const etag = scopedEtag(version, scope);
  if (holdsVersion(request.headers['if-none-match'], etag))
    return reply.code(304).header('etag', etag).send();
  const list = await cache.of(version, scope, readRows);
  reply.header('etag', list.etag).type('application/json; charset=utf-8');
  if (countHeaders) reply.headers(countHeaders(list.byId.size));
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, ['br', 'gzip']) as Encoding | null) : null;
  if (!encoding || list.json.length < COMPRESS_FROM_BYTES) return reply.send(list.json);
  return reply.header('content-encoding', encoding).send(await list.encoded(encoding));
}

/**
 * A page: its rows as the whole list has them, and the rows found in X-Total-Count (readable cross-origin). It has
 * no ETag to revalidate with, so it is not stored at all (server/http/noStore.ts).
 */
export function sendPage(reply: FastifyReply, page: Page) {
  return reply
    .header(TOTAL_COUNT_HEADER, String(page.total))
    .header('access-control-expose-headers', TOTAL_COUNT_HEADER)
    .send(page.rows);
}

/**
 * The REST facade's count headers: ra-data-simple-rest's Content-Range (`site 0-9/905`; past the last row
 * the range is an asterisk, as RFC 9110 has it) and json-server's X-Total-Count, both readable cross-origin.
 */
export function restCountHeaders(name: string, start: number, rows: number, total: number) {
  const range = rows ? `${start}-${start + rows - 1}` : '*';
  return {
    [CONTENT_RANGE_HEADER]: `${name} ${range}/${total}`,
    [TOTAL_COUNT_HEADER]: String(total),
    'access-control-expose-headers': `${CONTENT_RANGE_HEADER}, ${TOTAL_COUNT_HEADER}, ETag`,
  };
}

/** A facade page: its rows and both count headers; like a contract page, it is not stored. */
export function sendRestPage(reply: FastifyReply, name: string, request: PageRequest, page: Page) {
  return reply.headers(restCountHeaders(name, request.start, page.rows.length, page.total)).send(page.rows);
}
