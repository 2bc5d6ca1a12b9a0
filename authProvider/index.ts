// react-admin's AuthProvider over the API's login call and the session kept in local storage; what the user may
// see and do follows the access policy through canAccess, on the area the server reads for them.
import type { AuthProvider } from 'ra-core';
import type { Area } from '../resources/access.ts';
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
  /** Removes the user's data kept on the device (forgetDevice.ts) at logout; nothing is kept beyond storage unless given. */
  forgetDevice?: () => Promise<void>;
}

const statusOf = (error: unknown): number | undefined =>
  error !== null && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const isBackground = (error: unknown) =>
  error !== null && typeof error === 'object' && 'background' in error && error.background === true;

export const createAuthProvider = ({
  http,
  session,
  loginUrl,
  forgetDevice,
}: AuthProviderOptions): AuthProvider => {
  /**
   * The profile read once per start of the app, so that an area changed while the page was closed (a
   * coordinator moved to another district) is the one the screens follow; the login answer is fresh already.
   */
  let profileRead: Promise<void> | undefined;
  const currentArea = async (): Promise<Area | undefined> => {
    if (session.getToken() === null) return undefined;
    profileRead ??= http
      .request<SessionUser>('profile')
      .then((profile) => session.setUser({ ...session.getUser(), ...profile }))
      // The area held since the login stays; the server decides every call anyway.
      .catch((error: unknown) => console.error('The profile could not be read again', error));
    await profileRead;
    return session.getUser()?.area;
  };

  return {
    async login({ username, password }: LoginParams) {
      // The spec's login call names the username field 'email'.
      const answer = await http.request<{ token: string; user: SessionUser }>('login', {
        method: 'POST',
        body: { email: username, password },
      });
      session.setToken(answer.token);
      session.setUser(answer.user);
      profileRead = Promise.resolve();
    },
    /**
     * Ends the session on the server too; storage and the data kept for reading offline are cleared whether or not
     * that call succeeds (the language alone stays).
     */
    async logout() {
      if (session.getToken() !== null) {
        await http.request('logout', { method: 'POST' }).catch(() => undefined);
      }
      session.clear();
      await forgetDevice?.().catch((error: unknown) =>
        console.error('Offline copies were not cleared', error),
      );
      profileRead = undefined;
      return loginUrl;
    },
    async checkAuth() {
      if (session.getToken() === null) throw new Error('Not signed in');
    },
    async checkError(error: unknown) {
      // A queued write's refusal waits for a sign-in on the changes waiting page; the screen in use stays.
      if (isBackground(error)) return;
      const status = statusOf(error);
      if (status === 401) throw error;
      if (status === 403) throw { redirectTo: '/no-access', logoutUser: false };
    },
    async getIdentity() {
      const user = session.getUser();
      if (user === null) throw new Error('Not signed in');
      return { id: user.id, fullName: user.name };
    },
    /** The signed-in user's area (resources/access.ts Area); undefined when none is known. */
    async getPermissions() {
      return currentArea();
    },
    /**
     * react-admin's question (`{ resource, action, record }`) answered by the access policy: the menu, the
     * buttons, each row's actions and the routes follow it.
     */
    async canAccess({ resource, action, record }) {
      // Loaded on first use (inside the admin app): the policy reads the resource registry, which the login page
      // must not carry (docs/performance.md, its 150 KiB).
      const { canAccessIn } = await import('./canAccess.ts');
      return canAccessIn(await currentArea(), { resource, action, record });
    },
  };
};
