// react-admin's AuthProvider over the API's login call and the session kept in local storage.
import type { AuthProvider } from 'ra-core';
import type { HttpClient } from '../dataProvider/httpClient.ts';
import type { SessionStore, SessionUser } from '../dataProvider/session.ts';

export interface LoginParams {
  username: string;
  password: string;
}

export interface AuthProviderOptions {
  http: HttpClient;
  session: SessionStore;
  /** Where logout leads; an absolute address makes react-admin reload the page, restarting the router cleanly. */
  loginUrl: string;
}

const statusOf = (error: unknown): number | undefined =>
  error !== null && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

export const createAuthProvider = ({ http, session, loginUrl }: AuthProviderOptions): AuthProvider => ({
  async login({ username, password }: LoginParams) {
    // The spec's login call names the username field 'email'.
    const answer = await http.request<{ token: string; user: SessionUser }>('login', {
      method: 'POST',
      body: { email: username, password },
    });
    session.setToken(answer.token);
    session.setUser(answer.user);
  },
  /** Ends the session on the server too; storage is cleared whether or not that call succeeds. */
  async logout() {
    if (session.getToken() !== null) {
      await http.request('logout', { method: 'POST' }).catch(() => undefined);
    }
    session.clear();
    return loginUrl;
  },
  async checkAuth() {
    if (session.getToken() === null) throw new Error('Not signed in');
  },
  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) throw error;
    if (status === 403) throw { redirectTo: '/no-access', logoutUser: false };
  },
  async getIdentity() {
    const user = session.getUser();
    if (user === null) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name };
  },
  async getPermissions() {
    return session.getUser()?.role_id;
  },
});
