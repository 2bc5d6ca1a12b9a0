// The gate in front of /api: a valid token for a live session, then the access policy on the user's role.
import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../http/apiRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { findLiveSession } from './sessions.ts';
import { bearerToken, verifyAccessToken } from './tokens.ts';

export const SIGN_IN_MESSAGE = 'Please sign in.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const NO_PERMISSION_MESSAGE = "You don't have permission to use this application.";

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
}

/** onRequest hook: sets request.user, or answers 401 (no live session) or 403 (role not allowed). */
export function authHook({ db, config }: RouteDeps) {
  return async (request: FastifyRequest) => {
    if (!isApiPath(request.url) || request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, SIGN_IN_MESSAGE);
    const claims = await verifyAccessToken(token, config.tokenSecret);
    const session = claims && (await findLiveSession(db, claims.sid, claims.sub));
    if (!session) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    if (!config.adminRoleIds.includes(session.user.role_id)) throw new HttpError(403, NO_PERMISSION_MESSAGE);
    request.user = { id: session.user.id, role_id: session.user.role_id, sessionId: session.sessionId };
  };
}
