// Start-up routing (SPEC 2) as a pure decision: where a path leads, given whether a token was held at start.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const PRIVACY_POLICY_PATH = '/privacy-policy';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Answers the path to redirect to, or null to stay.
 * @example startupRedirect(true, '/login') // '/home'
 */
export const startupRedirect = (signedIn: boolean, path: string): string | null => {
  const here = normalise(path);
  if (here === PRIVACY_POLICY_PATH) return null;
  if (signedIn) return here === '/' || here === LOGIN_PATH ? HOME_PATH : null;
  return here === LOGIN_PATH ? null : LOGIN_PATH;
};
