// The http client's Blob answers: a stored photo read with the bearer token, and refreshed like any call.
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpError } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';

const session = createSessionStore(localStorage);
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** A photo server that accepts only the token 'fresh', and refreshes 'stale' into it. */
const photoServer = () => {
  const seen: { path: string; token: string | null; accept: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const path = String(input).replace('http://api.test/api/', '');
    const token = headers.Authorization?.replace(/^Bearer /, '') ?? null;
    seen.push({ path, token, accept: headers.Accept });
    if (path === 'refresh') return Response.json({ access_token: 'fresh' });
    if (token !== 'fresh') return Response.json({ message: 'No' }, { status: 401 });
    if (path === 'photo/missing.png') return Response.json({ message: 'No such photo.' }, { status: 404 });
    return new Response(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } });
  };
  const http = createHttpClient({ baseUrl: 'http://api.test/api/', session, fetch, onSessionEnd: () => {} });
  return { http, seen };
};

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('httpClient with responseType blob', () => {
  beforeEach(() => session.setToken('fresh'));

  it('answers the body as a Blob with its content type', async () => {
    const { http } = photoServer();
    const photo = await http.request<Blob>('photo/a.png', { responseType: 'blob' });
    expect(photo.type).toBe('image/png');
    expect(await bytesOf(photo)).toEqual(PNG_BYTES);
  });

  it('sends the bearer token and accepts any content type', async () => {
    const { http, seen } = photoServer();
    await http.request<Blob>('photo/a.png', { responseType: 'blob' });
    expect(seen[0]).toEqual({ path: 'photo/a.png', token: 'fresh', accept: '*/*' });
  });

  it('refreshes an expired token and replays, still answering a Blob', async () => {
    session.setToken('stale');
    const { http, seen } = photoServer();
    const photo = await http.request<Blob>('photo/a.png', { responseType: 'blob' });
    expect(await bytesOf(photo)).toEqual(PNG_BYTES);
    expect(seen.map((call) => call.path)).toEqual(['photo/a.png', 'refresh', 'photo/a.png']);
  });

  it('throws an HttpError with the server message when the photo is missing', async () => {
    const { http } = photoServer();
    const failure = http.request<Blob>('photo/missing.png', { responseType: 'blob' });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { message: 'No such photo.' } });
  });
});
