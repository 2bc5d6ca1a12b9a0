// The HTTP client's writes: the Idempotency-Key and If-Match they carry, and a keyed write the network left
// unanswered sent again with its key (never one without a key).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Handler } from './fakeApi.ts';

const session = createSessionStore(localStorage);
const added = { status: 200, body: { message: 'Added!', id: 7 } };

/** A client on the fake API; its retries wait no time unless `retryDelays` says otherwise (undefined: the default). */
const clientFor = (
  handler: Handler,
  { retryDelays }: { retryDelays?: readonly number[] } = { retryDelays: [0, 0] },
) => {
  const api = fakeApi(handler);
  const http = createHttpClient({
    baseUrl: api.base,
    session,
    fetch: api.fetch,
    onSessionEnd: vi.fn(),
    retryDelays,
  });
  return { api, http };
};

/** A network that loses the first `lost` calls: fetch rejects as a browser's does, whatever the server did. */
const losingNetwork = (lost: number, answer = added): Handler => {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= lost) throw new TypeError('Failed to fetch');
    return answer;
  };
};

const keyed = { method: 'POST' as const, body: { name: 'A' }, idempotencyKey: 'key-1' };

describe('a write through the HTTP client', () => {
  beforeEach(() => session.setToken('fresh'));
  afterEach(() => vi.useRealTimers());

  it('sends the Idempotency-Key and If-Match it is given', async () => {
    const { api, http } = clientFor(() => added);
    await http.request('projects_edit/7', { ...keyed, ifMatch: '"3"' });
    expect(api.calls[0].headers).toMatchObject({ 'Idempotency-Key': 'key-1', 'If-Match': '"3"' });
  });

  it('sends neither header when it is given none', async () => {
    const { api, http } = clientFor(() => added);
    await http.request('projects_add', { method: 'POST', body: {} });
    expect(Object.keys(api.calls[0].headers)).not.toContain('Idempotency-Key');
    expect(Object.keys(api.calls[0].headers)).not.toContain('If-Match');
  });

  it('sends a keyed write the network left unanswered again, with the same key, and answers its reply', async () => {
    const { api, http } = clientFor(losingNetwork(1));
    await expect(http.request('projects_add', keyed)).resolves.toEqual(added.body);
    expect(api.calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(api.calls[1].body).toBe(api.calls[0].body);
  });

  it('tries a keyed write three times at most, then throws the network failure', async () => {
    const { api, http } = clientFor(losingNetwork(5));
    await expect(http.request('projects_add', keyed)).rejects.toThrow('Failed to fetch');
    expect(api.count('projects_add')).toBe(3);
  });

  it('never sends a write without a key again: it might be written twice', async () => {
    const { api, http } = clientFor(losingNetwork(1));
    await expect(http.request('projects_add', { method: 'POST', body: {} })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(api.count('projects_add')).toBe(1);
  });

  it('waits 300 ms before the second try and 1 s before the third', async () => {
    vi.useFakeTimers();
    const { api, http } = clientFor(losingNetwork(2), {});
    const answer = http.request('projects_add', keyed);
    await vi.advanceTimersByTimeAsync(299);
    const early = api.count('projects_add');
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(999);
    const middle = api.count('projects_add');
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual(added.body);
    expect([early, middle, api.count('projects_add')]).toEqual([1, 2, 3]);
  });

  it('keeps the key and If-Match on the replay after a refresh', async () => {
    session.setToken('stale');
    const { api, http } = clientFor(({ path, token }) => {
      if (path === 'refresh') return { status: 200, body: { access_token: 'fresh' } };
      return token === 'fresh' ? added : { status: 401, body: { message: 'Expired' } };
    });
    await http.request('projects_edit/7', { ...keyed, ifMatch: '"3"' });
    expect(
      api.calls.map((call) => [call.path, call.headers['Idempotency-Key'], call.headers['If-Match']]),
    ).toEqual([
      ['projects_edit/7', 'key-1', '"3"'],
      ['refresh', undefined, undefined],
      ['projects_edit/7', 'key-1', '"3"'],
    ]);
  });

  it("answers a write's body with its ETag", async () => {
    const { http } = clientFor(() => ({
      status: 200,
      body: { message: 'Updated' },
      headers: { ETag: '"4"' },
    }));
    await expect(http.requestWithEtag('projects_edit/7', keyed)).resolves.toEqual({
      body: { message: 'Updated' },
      etag: '"4"',
    });
  });
});
