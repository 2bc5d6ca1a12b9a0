// The dataProvider's writes: add, edit and delete. Each carries an Idempotency-Key, so a write the network made
// the client send again is written once; an edit or delete names the version it was made against (If-Match), so a
// record someone changed since is refused instead of overwritten (docs/decisions/023-write-integrity.md).
import type { Identifier } from 'ra-core';
import {
  toCreatePayload,
  toPayload,
  type FormMode,
  type ResourceConfig,
  type Values,
} from '../resources/index.ts';
import type { HttpClient, HttpRequestInit } from './httpClient.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { toFormData } from './multipart.ts';
import { ifMatchOf, versionOfEtag } from './recordVersion.ts';
import { REPLY_KEY, toServerReply } from './reply.ts';
import { savedRecordOf } from './savedRecord.ts';

/** What a write takes in react-admin's `meta`: the key made when Save was pressed, kept while it is retried. */
export interface WriteMeta {
  idempotencyKey?: string;
  /** When Save was pressed (ms since the epoch), for the list of changes waiting. */
  savedAt?: number;
  /** Waiting in the queue of changes made offline, sent with no screen waiting for it (httpClient.ts `background`). */
  queued?: boolean;
}

type Row = Record<string, unknown>;
type WriteHeaders = Pick<HttpRequestInit, 'idempotencyKey' | 'ifMatch' | 'background'>;

/** The caller's key, or one made for this call alone (its retries inside the HTTP client reuse it). */
const keyOf = (meta: WriteMeta | undefined) => meta?.idempotencyKey ?? newIdempotencyKey();

/**
 * `resourceByName` finds a resource's config; `changed` is told after each write, with its result.
 * @example const { create } = writeCalls(http, resourceByName, changed);
 */
export const writeCalls = (
  http: HttpClient,
  resourceByName: (name: string) => ResourceConfig,
  changed: <T>(config: ResourceConfig, result: T) => T,
) => {
  const post = (
    config: ResourceConfig,
    path: string,
    payload: Values,
    mode: FormMode,
    headers: WriteHeaders,
  ) =>
    http.requestWithEtag<unknown>(path, {
      method: 'POST',
      body: config.multipart ? toFormData(config.fields, payload, mode) : payload,
      ...headers,
    });

  return {
    create: async (resource: string, params: { data: Values; meta?: WriteMeta }) => {
      const config = resourceByName(resource);
      const payload = toCreatePayload(config, params.data);
      const idempotencyKey = keyOf(params.meta);
      const headers = { idempotencyKey, background: params.meta?.queued };
      const { body } = await post(config, config.endpoints.add, payload, 'create', headers);
      const reply = toServerReply(body);
      const id = (body as Row | undefined)?.id ?? '';
      return changed(config, {
        data: { ...savedRecordOf(config, payload), id, [REPLY_KEY]: reply },
        meta: { reply },
      });
    },
    /** The result holds the version the edit made, so the next edit from it is not refused against this one. */
    update: async (
      resource: string,
      params: { id: Identifier; data: Values; previousData?: Values; meta?: WriteMeta },
    ) => {
      const config = resourceByName(resource);
      const payload = toPayload(config, params.data);
      const headers = {
        idempotencyKey: keyOf(params.meta),
        ifMatch: ifMatchOf(params.previousData),
        background: params.meta?.queued,
      };
      const path = `${config.endpoints.edit}/${params.id}`;
      const { body, etag } = await post(config, path, payload, 'edit', headers);
      const reply = toServerReply(body);
      const data = {
        ...params.previousData,
        ...savedRecordOf(config, payload),
        id: params.id,
        version: versionOfEtag(etag),
        [REPLY_KEY]: reply,
      };
      return changed(config, { data, meta: { reply } });
    },
    delete: async (resource: string, params: { id: Identifier; previousData?: Values; meta?: WriteMeta }) => {
      const config = resourceByName(resource);
      const answer = await http.request<unknown>(`${config.endpoints.delete}/${params.id}`, {
        idempotencyKey: keyOf(params.meta),
        ifMatch: ifMatchOf(params.previousData),
        background: params.meta?.queued,
      });
      const reply = toServerReply(answer);
      return changed(config, {
        data: { ...params.previousData, id: params.id, [REPLY_KEY]: reply },
        meta: { reply },
      });
    },
  };
};
