// The current version of one resource's list, kept serialised (and compressed on first need) in memory, so a
// repeated GET costs neither a query nor a serialisation; any other version is built afresh and replaces it.
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

export function createListCache(idKey: string, readRows: () => Promise<Row[]>) {
  let entry: Entry | undefined;
  return {
    /**
     * The list at `version` or newer (its own etag says which), built once however many requests ask at the
     * same time. Rows are read after the version, so a body is never older than its etag.
     */
    of(version: ListVersion): Promise<CachedList> {
      if (entry && covers(entry.version, version)) return entry.list;
      const list = readRows().then((rows) => cachedList(etagOf(version), rows, idKey));
      const next: Entry = { version, list };
      entry = next;
      list.then(
        (built) => {
          if (entry === next) next.ready = built;
          if (built.json.length > MAX_KEPT_BYTES && entry === next) entry = undefined;
        },
        () => {
          if (entry === next) entry = undefined;
        },
      );
      return list;
    },
    /** The list at `version` or newer if it is built already, else undefined (never reads). */
    peek(version: ListVersion): CachedList | undefined {
      return entry?.ready && covers(entry.version, version) ? entry.ready : undefined;
    },
  };
}
