import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { NOT_FOUND_HEADER } from '../../../resources/paging.ts';
import { fakeApi, type Handler } from './fakeApi.ts';

const session = createSessionStore(localStorage);

/** Accepts only the token 'fresh'; refresh turns 'stale' into 'fresh'. */
const refreshingServer =
  (missingStatus: number): Handler =>
  ({ path, token }) => {
    if (path === 'refresh')
      return token === 'stale' ? { status: 200, body: { access_token: 'fresh' } } : { status: 401 };
    return token === 'fresh'
      ? { status: 200, body: [{ id: 3 }] }
      : { status: missingStatus, body: { message: 'No' } };
  };

const clientFor = (handler: Handler) => {
  const api = fakeApi(handler);
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ baseUrl: api.base, session, fetch: api.fetch, onSessionEnd });
  return { api, http, onSessionEnd };
};

describe('httpClient', () => {
  beforeEach(() => session.setToken('stale'));

  it('answers the body as the text sent when asked for text', async () => {
    session.setToken('fresh');
    const { http } = clientFor(refreshingServer(404));
    expect(await http.request<string>('master_data', { responseType: 'text' })).toBe('[{"id":3}]');
  });

  it('sends the bearer token when one is stored', async () => {
    session.setToken('fresh');
    const { api, http } = clientFor(refreshingServer(401));
    await http.request('projects');
    expect(api.calls[0].headers.Authorization).toBe('Bearer fresh');
  });

  it('replays a call once after refreshing when it is answered 401', async () => {
    const { api, http } = clientFor(refreshingServer(401));
    await expect(http.request('projects')).resolves.toEqual([{ id: 3 }]);
    expect(api.calls.map((call) => `${call.path}:${call.token}`)).toEqual([
      'projects:stale',
      'refresh:stale',
      'projects:fresh',
    ]);
  });

  it('replays a call once after refreshing when it is answered 404', async () => {
    const { api, http } = clientFor(refreshingServer(404));
    await expect(http.request('get_project/3')).resolves.toEqual([{ id: 3 }]);
    expect(api.count('refresh')).toBe(1);
  });

  it('costs no refresh for a 404 the server marks as its own: no such record, or one outside the scope', async () => {
    const { api, http } = clientFor(({ path }) =>
      path === 'refresh'
        ? { status: 200, body: { access_token: 'fresh' } }
        : { status: 404, body: { message: 'Not found' }, headers: { [NOT_FOUND_HEADER]: 'record' } },
    );
    await expect(http.request('get_site/9')).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(api.calls.map((call) => `${call.path}:${call.token}`)).toEqual(['get_site/9:stale']);
  });

  it('still refreshes and replays once for a 404 without the mark (a proxy, a stale token)', async () => {
    const { api, http } = clientFor(({ path, token }) => {
      if (path === 'refresh') return { status: 200, body: { access_token: 'fresh' } };
      return token === 'fresh' ? { status: 200, body: { id: 9 } } : { status: 404, body: { message: 'No' } };
    });
    await expect(http.request('get_site/9')).resolves.toEqual({ id: 9 });
    expect(api.calls.map((call) => `${call.path}:${call.token}`)).toEqual([
      'get_site/9:stale',
      'refresh:stale',
      'get_site/9:fresh',
    ]);
  });

  it('stores the refreshed access token', async () => {
    const { http } = clientFor(refreshingServer(401));
    await http.request('projects');
    expect(session.getToken()).toBe('fresh');
  });

  it('shares one refresh between two parallel calls', async () => {
    const { api, http } = clientFor(refreshingServer(401));
    await Promise.all([http.request('projects'), http.request('programs')]);
    expect(api.count('refresh')).toBe(1);
  });

  it('does not refresh twice when the replayed call fails again', async () => {
    const { api, http } = clientFor(({ path }) =>
      path === 'refresh'
        ? { status: 200, body: { access_token: 'fresh' } }
        : { status: 404, body: { message: 'Not found' } },
    );
    await expect(http.request('get_project/9')).rejects.toMatchObject({ status: 404 });
    expect(api.count('refresh')).toBe(1);
  });

  it('passes the original error on when the refresh fails', async () => {
    const { http } = clientFor(({ path }) =>
      path === 'refresh' ? { status: 401 } : { status: 401, body: { message: 'Expired' } },
    );
    const error = await http.request('projects').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Expired' });
  });

  it('ends the session when the refresh fails', async () => {
    localStorage.setItem('user', '{"id":1}');
    const { http, onSessionEnd } = clientFor(() => ({ status: 401 }));
    await http.request('projects').catch(() => undefined);
    expect(onSessionEnd).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
  });

  it("leaves the session to the screens when a background write's refresh fails, its 401 marked background", async () => {
    localStorage.setItem('user', '{"id":1}');
    const { http, onSessionEnd } = clientFor(() => ({ status: 401 }));
    const error = await http
      .request('projects_add', { method: 'POST', body: {}, background: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, background: true });
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBe('{"id":1}');
  });

  it("marks a background write's 403 background, and no other call's", async () => {
    const { http } = clientFor(() => ({ status: 403, body: { message: 'Not yours' } }));
    const background = { method: 'POST' as const, body: {}, background: true };
    await expect(http.request('projects_add', background)).rejects.toMatchObject({
      status: 403,
      background: true,
    });
    await expect(http.request('projects_add', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      background: false,
    });
  });

  it('never refreshes for the login call', async () => {
    const { api, http } = clientFor(() => ({ status: 401, body: { message: 'Invalid credentials' } }));
    await expect(
      http.request('login', { method: 'POST', body: { email: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      status: 401,
      body: { message: 'Invalid credentials' },
    });
    expect(api.count('refresh')).toBe(0);
  });

  it('does not refresh when no token is stored', async () => {
    session.clear();
    const { api, http } = clientFor(() => ({ status: 401 }));
    await http.request('projects').catch(() => undefined);
    expect(api.count('refresh')).toBe(0);
  });

  it('sends a JSON body with a JSON content type', async () => {
    const { api, http } = clientFor(() => ({ status: 200, body: { message: 'Saved' } }));
    await http.request('projects_add', { method: 'POST', body: { project_name: 'Sehat' } });
    expect(api.calls[0].headers['Content-Type']).toBe('application/json');
    expect(api.calls[0].body).toBe('{"project_name":"Sehat"}');
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    const { api, http } = clientFor(() => ({ status: 200, body: { message: 'Saved' } }));
    const form = new FormData();
    form.append('driver_name', 'Ravi');
    await http.request('drivers_add', { method: 'POST', body: form });
    expect(api.calls[0].body).toBe(form);
    expect(api.calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('throws the server message and field errors of a 422 answer', async () => {
    session.setToken('fresh');
    const errors = { email: 'Email already exists' };
    const { http } = clientFor(() => ({ status: 422, body: { message: 'Invalid', errors } }));
    await expect(http.request('users_add', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid',
      body: { errors },
    });
  });

  it('joins the path to the base address with one slash', async () => {
    session.setToken('fresh');
    const { api, http } = clientFor(() => ({ status: 200, body: [] }));
    await http.request('/get_project/3');
    expect(api.calls[0].path).toBe('get_project/3');
  });
});

describe('httpClient.revalidate', () => {
  beforeEach(() => session.setToken('fresh'));

  /** Answers 304 to If-None-Match "v2", else the list with ETag "v2". */
  const listServer: Handler = ({ headers }) =>
    headers['If-None-Match'] === '"v2"'
      ? { status: 304 }
      : { status: 200, body: [{ id: 1 }], headers: { etag: '"v2"' } };

  it('asks without a version first and reads the body and its ETag, past the browser cache', async () => {
    const { api, http } = clientFor(listServer);
    await expect(http.revalidate('projects', undefined)).resolves.toEqual({
      notModified: false,
      body: [{ id: 1 }],
      etag: '"v2"',
    });
    expect(api.calls[0].headers['If-None-Match']).toBeUndefined();
    expect(api.calls[0].cache).toBe('no-store');
  });

  it('sends the held version and answers notModified on 304', async () => {
    const { api, http } = clientFor(listServer);
    await expect(http.revalidate('projects', '"v2"')).resolves.toEqual({ notModified: true });
    expect(api.calls[0].headers['If-None-Match']).toBe('"v2"');
  });

  it('refreshes and replays the conditional GET on 401', async () => {
    session.setToken('stale');
    const { api, http } = clientFor((call) =>
      call.token === 'fresh' || call.path === 'refresh'
        ? call.path === 'refresh'
          ? { status: 200, body: { access_token: 'fresh' } }
          : listServer(call)
        : { status: 401 },
    );
    await expect(http.revalidate('projects', '"v2"')).resolves.toEqual({ notModified: true });
    expect(api.calls.map((call) => call.headers['If-None-Match'] ?? call.path)).toEqual([
      '"v2"',
      'refresh',
      '"v2"',
    ]);
  });
});
