import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAuthProvider } from '../../../authProvider/index.ts';
import { createHttpClient, HttpError } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Handler } from '../dataProvider/fakeApi.ts';
import { areas } from './areas.ts';

const session = createSessionStore(localStorage);
const user = { id: 7, name: 'Asha Rao', email: 'asha@example.org', role_id: 1, role_name: 'Admin' };

const providerFor = (handler: Handler = () => ({ status: 200, body: { token: 't1', user } })) => {
  const api = fakeApi(handler);
  const http = createHttpClient({ baseUrl: api.base, session, fetch: api.fetch, onSessionEnd: vi.fn() });
  return { api, auth: createAuthProvider({ http, session, loginUrl: 'http://app.test/login' }) };
};

describe('authProvider', () => {
  beforeEach(() => session.clear());

  it('logs in by posting the username as email', async () => {
    const { api, auth } = providerFor();
    await auth.login({ username: 'asha', password: 'secret1' });
    expect(api.calls[0]).toMatchObject({
      path: 'login',
      method: 'POST',
      body: '{"email":"asha","password":"secret1"}',
    });
  });

  it('stores the token and the user after a login', async () => {
    const { auth } = providerFor();
    await auth.login({ username: 'asha', password: 'secret1' });
    expect([session.getToken(), session.getUser()]).toEqual(['t1', user]);
  });

  it('rejects a failed login with the server message', async () => {
    const { auth } = providerFor(() => ({ status: 401, body: { message: 'Invalid credentials' } }));
    await expect(auth.login({ username: 'asha', password: 'x' })).rejects.toThrow('Invalid credentials');
  });

  it('ends the session on the server, clears all local storage and leads to the login page', async () => {
    session.setToken('t1');
    localStorage.setItem('other', '1');
    const { api, auth } = providerFor(() => ({ status: 200, body: { message: 'Signed out.' } }));
    await expect(auth.logout({})).resolves.toBe('http://app.test/login');
    expect(api.calls.map(({ path, method }) => [path, method])).toEqual([['logout', 'POST']]);
    expect(localStorage.length).toBe(0);
  });

  it('clears local storage on logout even when the server cannot be reached', async () => {
    session.setToken('t1');
    const { auth } = providerFor(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(auth.logout({})).resolves.toBe('http://app.test/login');
    expect(localStorage.length).toBe(0);
  });

  it('makes no logout call when no session is held', async () => {
    const { api, auth } = providerFor();
    await auth.logout({});
    expect(api.calls).toEqual([]);
  });

  it('passes checkAuth when a token is stored', async () => {
    session.setToken('t1');
    await expect(providerFor().auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('fails checkAuth without a token', async () => {
    await expect(providerFor().auth.checkAuth({})).rejects.toBeDefined();
  });

  it('rejects a 401 error, which logs the user out', async () => {
    await expect(providerFor().auth.checkError(new HttpError(401, {}))).rejects.toBeDefined();
  });

  it('leaves the screen and the session be for a 401 or 403 of a write sent from the queue', async () => {
    for (const status of [401, 403])
      await expect(providerFor().auth.checkError(new HttpError(status, {}, true))).resolves.toBeUndefined();
  });

  it('sends a 403 error to the no-access page without logging out', async () => {
    await expect(providerFor().auth.checkError(new HttpError(403, { message: 'Forbidden' }))).rejects.toEqual(
      {
        redirectTo: '/no-access',
        logoutUser: false,
      },
    );
  });

  it('lets other errors pass without logging out', async () => {
    await expect(providerFor().auth.checkError(new HttpError(422, {}))).resolves.toBeUndefined();
  });

  it('reads the identity from the stored user', async () => {
    session.setUser(user);
    await expect(providerFor().auth.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Asha Rao' });
  });

  it('reads the profile once at the start and follows the area it answers: a coordinator moved meanwhile', async () => {
    session.setToken('t1');
    session.setUser({ ...user, role_id: 5, must_change_password: false, area: areas.districtCoordinator });
    const moved = { ...areas.districtCoordinator, districtIds: [25] };
    const { api, auth } = providerFor(({ path }) =>
      path === 'profile' ? { status: 200, body: { ...user, role_id: 5, area: moved } } : { status: 404 },
    );
    const record = { id: 13, state_id: 2, district_id: 25, block_id: 200 };
    await expect(auth.canAccess?.({ resource: 'site', action: 'edit', record })).resolves.toBe(true);
    await expect(auth.getPermissions?.({})).resolves.toEqual(moved);
    expect(api.count('profile')).toBe(1);
    expect(session.getUser()).toMatchObject({ must_change_password: false, area: moved });
  });

  it('keeps the area held since the login when the profile cannot be read', async () => {
    session.setToken('t1');
    session.setUser({ ...user, area: areas.districtCoordinator });
    const { auth } = providerFor(() => {
      throw new TypeError('Failed to fetch');
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    await expect(auth.getPermissions?.({})).resolves.toEqual(areas.districtCoordinator);
  });

  it('takes the area of the login answer without reading the profile again', async () => {
    const { api, auth } = providerFor(() => ({
      status: 200,
      body: { token: 't1', user: { ...user, area: areas.programManager } },
    }));
    await auth.login({ username: 'asha', password: 'secret1' });
    await expect(auth.canAccess?.({ resource: 'site', action: 'create' })).resolves.toBe(false);
    await expect(auth.canAccess?.({ resource: 'site', action: 'list' })).resolves.toBe(true);
    expect(api.count('profile')).toBe(0);
  });

  it('denies everything when signed out', async () => {
    const { api, auth } = providerFor();
    await expect(auth.canAccess?.({ resource: 'site', action: 'list' })).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });
});
