// RFC 9110's If-Match for lost updates: an edit or delete names the version it was made against, and a record
// changed since answers 412 with the record as it is now (docs/decisions/023-write-integrity.md).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './httpError.ts';

export const CHANGED_MESSAGE = 'Someone else changed this record after you opened it.';
export const IF_MATCH_INVALID_MESSAGE = 'If-Match must be * or a list of entity tags such as "3".';

/** '*' (any current record), or the strong entity tags listed (a weak W/ tag never matches: RFC 9110 8.8.3.2). */
export type IfMatch = '*' | { strong: string[] };

/** A record's entity tag: its version, quoted. */
export const etagOfVersion = (version: number) => `"${version}"`;

const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;

/** `*`, or a list of entity tags. */
const isIfMatch = (header: string) => {
  const value = header.trim();
  return value === '*' || (!!value && value.split(',').every((tag) => ENTITY_TAG.test(tag.trim())));
};

/** The header's rule, for the routes' schemas (server/openapi/routeSchema.ts) and for reading it here. */
export const ifMatchHeader = z.string().refine(isIfMatch, IF_MATCH_INVALID_MESSAGE).meta({
  description: 'The record\'s ETag as read ("3"), or *: 412 when it changed since',
});

/** The request's If-Match, or undefined without one; 400 for a value that is not a list of entity tags. */
export function ifMatchOf(request: FastifyRequest): IfMatch | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  if (!ifMatchHeader.safeParse(header).success) throw new HttpError(400, IF_MATCH_INVALID_MESSAGE);
  const value = header.trim();
  if (value === '*') return '*';
  const tags = value.split(',').map((tag) => tag.trim());
  return { strong: tags.filter((tag) => !tag.startsWith('W/')) };
}

/** The 412 of a record changed since: its current state and ETag, for the form to show what changed. */
export class PreconditionFailed extends HttpError {
  constructor(
    readonly record: Record<string, unknown>,
    readonly etag: string,
  ) {
    super(412, CHANGED_MESSAGE);
  }
}

/**
 * Throws 412 when If-Match names none of the record's current version. `*` matches any record there is (one that
 * is not there, or out of the caller's scope, was a 404 before this is asked).
 */
export function checkIfMatch(
  ifMatch: IfMatch | undefined,
  current: { version: number },
  present: () => Record<string, unknown>,
) {
  if (ifMatch === undefined || ifMatch === '*') return;
  const etag = etagOfVersion(current.version);
  if (!ifMatch.strong.includes(etag)) throw new PreconditionFailed(present(), etag);
}
