// The signed-in session kept in local storage under the spec's keys: 'token' (JSON string) and 'user' (JSON object).
import type { Area } from '../resources/access.ts';

/** The user object the login call returns; its inner fields beyond these are not relied upon. */
export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
  role_id: number;
  role_name?: string;
  /** Set while the password is one the server printed: only the change-password form is shown. */
  must_change_password?: boolean;
  /** Where the user works, as the server reads it (login answer, refreshed from the profile at each start). */
  area?: Area;
  [field: string]: unknown;
}

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  getUser(): SessionUser | null;
  setUser(user: SessionUser): void;
  /** Ends the session: the spec clears ALL local storage, not only the two keys (but for the `keep` keys). */
  clear(): void;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

const readJson = (storage: Storage, key: string): unknown => {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/**
 * `keep`: keys that outlive a session (the chosen language).
 * @example const session = createSessionStore(window.localStorage); session.setToken('abc');
 */
export const createSessionStore = (storage: Storage, keep: readonly string[] = []): SessionStore => ({
  getToken() {
    const token = readJson(storage, TOKEN_KEY);
    return typeof token === 'string' && token !== '' ? token : null;
  },
  setToken(token) {
    storage.setItem(TOKEN_KEY, JSON.stringify(token));
  },
  getUser() {
    const user = readJson(storage, USER_KEY);
    return user !== null && typeof user === 'object' ? (user as SessionUser) : null;
  },
  setUser(user) {
    storage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    const kept = keep.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    kept.forEach(([key, value]) => value !== null && storage.setItem(key, value));
  },
});
