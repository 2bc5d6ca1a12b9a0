import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../authProvider/index.ts';
import { createHttpClient, HttpError } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { fakeApi, type Handler } from '../dataProvider/fakeApi.ts';

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

  it('answers the stored role id as permissions', async () => {
    session.setUser(user);
    await expect(providerFor().auth.getPermissions?.({})).resolves.toBe(1);
  });
});
