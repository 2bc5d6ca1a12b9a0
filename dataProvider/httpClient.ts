// The one way the client talks to the API: base address, JSON or multipart bodies, bearer token,
// refresh-and-replay (one shared refresh) on 401 and on 404, as the spec's error catalogue requires, and a write
// with an Idempotency-Key sent again when the network lost its answer.
import { NOT_FOUND_HEADER, TOTAL_COUNT_HEADER } from '../resources/paging.ts';
import { HttpError, readBody, toErrorBody } from './httpError.ts';
import type { SessionStore } from './session.ts';
import { RETRY_DELAYS_MS, sendUntilAnswered } from './unansweredWrites.ts';

export { HttpError } from './httpError.ts';

export interface HttpRequestInit {
  method?: 'GET' | 'POST';
  body?: unknown;
  /**
   * 'blob' answers the body as a Blob (a stored photo), 'text' as the text sent (kept and compared unparsed: the
   * master data); JSON otherwise. Errors are JSON either way.
   */
  responseType?: 'json' | 'blob' | 'text';
  /**
   * Makes the write safe to send again (dataProvider/idempotencyKey.ts): one the network left unanswered is sent
   * again with it, and a refresh-and-replay keeps it.
   */
  idempotencyKey?: string;
  /** The version the write was made against (`"7"`): the server refuses it with 412 if the record changed since. */
  ifMatch?: string;
  /**
   * Sent with no screen waiting for it (a write from the queue of changes made offline): a refused refresh does not
   * end the session from here (the screens end it at their next call), and its 401 or 403 is marked `background`,
   * so that the write waits for a sign-in instead of taking the user off the screen they are on.
   */
  background?: boolean;
}

/** An answer's body and its ETag (a record's version: dataProvider/recordVersion.ts). */
export interface TaggedAnswer<T> {
  body: T;
  etag: string | undefined;
}

/** A conditional GET's outcome: the copy held is still current, or a new body and its version. */
export type Revalidated<T> =
  { notModified: true } | { notModified: false; body: T; etag: string | undefined };

/** A list call's answer: a page with the rows found in X-Total-Count, or (no count) a whole list and its ETag. */
export interface PageAnswer<T> {
  body: T;
  total: number | undefined;
  etag: string | undefined;
}

export interface HttpClient {
  request<T>(path: string, init?: HttpRequestInit): Promise<T>;
  /** As request, with the answer's ETag: an edit's tells the record's new version. */
  requestWithEtag<T>(path: string, init?: HttpRequestInit): Promise<TaggedAnswer<T>>;
  /** GET with `If-None-Match: etag` (when given); a 304 answers notModified. */
  revalidate<T>(
    path: string,
    etag: string | undefined,
    init?: Pick<HttpRequestInit, 'responseType'>,
  ): Promise<Revalidated<T>>;
  /** GET of a list page (`projects?_start=0&_end=10`), with its X-Total-Count. */
  page<T>(path: string): Promise<PageAnswer<T>>;
  /** GET answered as react-admin's fetchJson answers, for a stock data provider (restProvider.ts). */
  fetchJson(path: string): Promise<JsonAnswer>;
}

/** What react-admin's fetchJson resolves to: the status, the headers, and the body as text and as JSON. */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: string;
  // react-admin's own type for it: a stock provider reads the rows from it as it pleases.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

export interface HttpClientOptions {
  baseUrl?: string;
  session: SessionStore;
  fetch?: typeof globalThis.fetch;
  /** Called once the session has ended because a refresh failed (storage is already cleared). */
  onSessionEnd: () => void;
  /** The waits before each new try of an unanswered write with a key; RETRY_DELAYS_MS unless given. */
  retryDelays?: readonly number[];
}

const NO_REFRESH_PATHS = new Set(['login', 'refresh']);
/**
 * 401, and 404 from anything but a route of ours: the server marks its own 404 (no such record, or one outside
 * the caller's scope), which a refresh would not change.
 */
const mayBeStaleToken = (response: Response) =>
  response.status === 401 || (response.status === 404 && !response.headers.has(NOT_FOUND_HEADER));

const defaultBaseUrl = (): string => import.meta.env?.VITE_API_BASE_URL ?? '/api/';
const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * @example
 * const http = createHttpClient({ session, onSessionEnd: () => location.assign('/login') });
 * const project = await http.request<Project[]>('get_project/3');
 */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const { session, onSessionEnd } = options;
  const baseUrl = options.baseUrl ?? defaultBaseUrl();
  const doFetch = (url: string, init: globalThis.RequestInit) =>
    (options.fetch ?? globalThis.fetch)(url, init);
  let refreshing: Promise<string | null> | null = null;

  const send = (path: string, init: HttpRequestInit & { etag?: string }, token: string | null) => {
    const headers: Record<string, string> = {
      Accept: init.responseType === 'blob' ? '*/*' : 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.etag) headers['If-None-Match'] = init.etag;
    if (init.ifMatch) headers['If-Match'] = init.ifMatch;
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    let body: BodyInit | undefined;
    // A FormData body goes as multipart: fetch sets the content type with its boundary.
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    // Conditional requests are the client's own: the browser's cache must not answer or rewrite them.
    const cache = init.etag === undefined ? undefined : ('no-store' as const);
    const sendOnce = () =>
      doFetch(joinUrl(baseUrl, path), { method: init.method ?? 'GET', headers, body, cache });
    if (!init.idempotencyKey) return sendOnce();
    return sendUntilAnswered(sendOnce, options.retryDelays ?? RETRY_DELAYS_MS);
  };

  const parse = async <T>(
    response: Response,
    { responseType = 'json', background }: Pick<HttpRequestInit, 'responseType' | 'background'> = {},
  ): Promise<T> => {
    if (response.ok && responseType === 'blob') return (await response.blob()) as T;
    if (response.ok && responseType === 'text') return (await response.text()) as T;
    const body = await readBody(response);
    if (!response.ok) throw new HttpError(response.status, toErrorBody(body), background);
    return body as T;
  };

  const refreshToken = async (token: string): Promise<string> => {
    const answer = await parse<{ access_token?: unknown }>(await send('refresh', { method: 'POST' }, token));
    if (typeof answer?.access_token !== 'string') throw new Error('Refresh answered without an access_token');
    session.setToken(answer.access_token);
    return answer.access_token;
  };

  /**
   * Parallel callers share the one refresh in flight; a failed refresh ends the session once, answering null (but
   * for a background call's, which leaves the session to the screens' next call).
   */
  const sharedRefresh = (token: string, background = false): Promise<string | null> => {
    refreshing ??= refreshToken(token)
      .catch(() => {
        if (!background) {
          session.clear();
          onSessionEnd();
        }
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  /** The answer to a call, after one refresh-and-replay when it was refused with 401 or 404. */
  const exchange = async (path: string, init: HttpRequestInit & { etag?: string }): Promise<Response> => {
    const token = session.getToken();
    const response = await send(path, init, token);
    const mayRefresh = token !== null && mayBeStaleToken(response);
    if (!mayRefresh || NO_REFRESH_PATHS.has(path.replace(/^\/+/, ''))) return response;
    const original = new HttpError(response.status, toErrorBody(await readBody(response)), init.background);
    // A call that set out before another call's refresh finished replays with the new token at once.
    const current = session.getToken();
    const fresh =
      current !== null && current !== token ? current : await sharedRefresh(token, init.background);
    if (fresh === null) throw original;
    return send(path, init, fresh);
  };

  return {
    async request<T>(path: string, init: HttpRequestInit = {}): Promise<T> {
      return parse<T>(await exchange(path, init), init);
    },
    async requestWithEtag<T>(path: string, init: HttpRequestInit = {}): Promise<TaggedAnswer<T>> {
      const response = await exchange(path, init);
      const body = await parse<T>(response, init);
      return { body, etag: response.headers.get('etag') ?? undefined };
    },
    async revalidate<T>(
      path: string,
      etag: string | undefined,
      init: Pick<HttpRequestInit, 'responseType'> = {},
    ): Promise<Revalidated<T>> {
      const response = await exchange(path, { ...init, etag: etag ?? '' });
      if (response.status === 304) return { notModified: true };
      const body = await parse<T>(response, init);
      return { notModified: false, body, etag: response.headers.get('etag') ?? undefined };
    },
    async page<T>(path: string): Promise<PageAnswer<T>> {
      const response = await exchange(path, {});
      const body = await parse<T>(response);
      const total = response.headers.get(TOTAL_COUNT_HEADER)?.trim();
      return {
        body,
        total: total && /^\d+$/.test(total) ? Number(total) : undefined,
        etag: response.headers.get('etag') ?? undefined,
      };
    },
    async fetchJson(path: string): Promise<JsonAnswer> {
      const response = await exchange(path, {});
      const json = await parse<unknown>(response);
      return { status: response.status, headers: response.headers, body: JSON.stringify(json ?? null), json };
    },
  };
};
