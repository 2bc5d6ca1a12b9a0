// The app's one HTTP client and auth provider, wired to the session kept in local storage.
import { createAuthProvider } from '../authProvider/index.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { createSessionStore } from '../dataProvider/session.ts';
import { LOGIN_PATH } from './startupRoute.ts';

export const session = createSessionStore(window.localStorage);

// An absolute address: leaving the session reloads the page, so start-up routing runs afresh without a token.
const loginUrl = new URL(LOGIN_PATH, window.location.origin).href;

export const http = createHttpClient({ session, onSessionEnd: () => window.location.assign(loginUrl) });

export const authProvider = createAuthProvider({ http, session, loginUrl });
