// The app's one HTTP client and auth provider, wired to the session kept in local storage, and the copies of what the
// user read, kept on the device for reading offline.
import { forgetDevice } from '../authProvider/forgetDevice.ts';
import { createAuthProvider } from '../authProvider/index.ts';
import { createDeviceCopies, scopeOfUser } from '../dataProvider/deviceCopies.ts';
import { createHttpClient } from '../dataProvider/httpClient.ts';
import { createSessionStore } from '../dataProvider/session.ts';
import { LOCALE_KEY } from './i18n/locale.ts';
import { LOGIN_PATH } from './startupRoute.ts';
import { forgetEmptyQueues } from './waitingChanges/keptQueues.ts';

// The chosen language outlives the session: the login page after a logout speaks it too.
export const session = createSessionStore(window.localStorage, [LOCALE_KEY]);

// An absolute address: leaving the session reloads the page, so start-up routing runs afresh without a token.
const loginUrl = new URL(LOGIN_PATH, window.location.origin).href;

export const http = createHttpClient({ session, onSessionEnd: () => window.location.assign(loginUrl) });

export const deviceCopies = createDeviceCopies({ scopeOf: () => scopeOfUser(session.getUser()) });
// Copies past their maximum age go at every start, the sign-in page's included: whether or not anyone signs in again.
deviceCopies.sweep().catch((error: unknown) => console.error('Old offline copies were not deleted', error));

export const authProvider = createAuthProvider({
  http,
  session,
  loginUrl,
  forgetDevice: () => forgetDevice(deviceCopies, forgetEmptyQueues),
});
