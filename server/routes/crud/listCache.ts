// The current version of one resource's list, per scope (the rows a role and area reach: resources/access.ts),
// kept serialised (and compressed on first need) in memory, so a repeated GET costs neither a query nor a
// serialisation; any other version is built afresh and replaces it. No scope's list answers another's.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { etagOf, type ListVersion } from './listVersions.ts';

type Row = Record<string, unknown>;
export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/** A list body bigger than this is answered but not kept, so the cache stays bounded. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Scopes whose lists are kept at once; the least recently used goes first. */
const MAX_KEPT_SCOPES = 64;

/**
 * The ETag of a list version as a scope sees it: the administrators' (scope 'all') is the version's own; any other
 * scope's carries a digest of its key, so a 304 never answers for another scope's rows.
 */
export function scopedEtag(version: ListVersion, scope: string): string {
  const etag = etagOf(version);
  if (scope === 'all') return etag;
  const digest = crypto.createHash('sha256').update(scope).digest('base64url').slice(0, 16);
  return `${etag.slice(0, -1)}-${digest}"`;
}

export interface CachedList {
  etag: string;
  json: Buffer;
  /** The rows by id, so one record of the current version is answered from memory too. */
  byId: Map<string, Row>;
  encoded(encoding: Encoding): Promise<Buffer>;
}

function cachedList(etag: string, rows: Row[], idKey: string): CachedList {
  const json = Buffer.from(JSON.stringify(rows));
  const encodings = new Map<Encoding, Promise<Buffer>>();
  return {
    etag,
    json,
    byId: new Map(rows.map((row) => [String(row[idKey]), row])),
    encoded(encoding) {
      let body = encodings.get(encoding);
      if (!body) encodings.set(encoding, (body = compressors[encoding](json)));
      return body;
    },
  };
}

interface Entry {
  version: ListVersion;
  list: Promise<CachedList>;
  ready?: CachedList;
}

/** Whether `held` answers for `wanted`: the same database, and as new or newer. */
const covers = (held: ListVersion, wanted: ListVersion) =>
  held.epoch === wanted.epoch && held.version >= wanted.version;

export function createListCache(idKey: string) {
  const entries = new Map<string, Entry>();
  /** The scope's entry, as the most recently used. */
  const used = (scope: string) => {
    const entry = entries.get(scope);
    if (entry) entries.delete(scope);
    if (entry) entries.set(scope, entry);
    return entry;
  };
  return {
    /**
     * The scope's list at `version` or newer (its own etag says which), built once however many requests ask at
     * the same time. Rows are read after the version, so a body is never older than its etag.
     */
    of(version: ListVersion, scope: string, readRows: () => Promise<Row[]>): Promise<CachedList> {
      const entry = used(scope);
      if (entry && covers(entry.version, version)) return entry.list;
      const list = readRows().then((rows) => cachedList(scopedEtag(version, scope), rows, idKey));
      const next: Entry = { version, list };
      entries.set(scope, next);
      if (entries.size > MAX_KEPT_SCOPES) entries.delete(entries.keys().next().value as string);
      const current = () => entries.get(scope) === next;
      list.then(
        (built) => {
          if (current()) next.ready = built;
          if (built.json.length > MAX_KEPT_BYTES && current()) entries.delete(scope);
        },
        () => {
          if (current()) entries.delete(scope);
        },
      );
      return list;
    },
    /** The scope's list at `version` or newer if it is built already, else undefined (never reads). */
    peek(version: ListVersion, scope: string): CachedList | undefined {
      const entry = entries.get(scope);
      return entry?.ready && covers(entry.version, version) ? entry.ready : undefined;
    },
  };
}
