// The gate of every API route, decided on the matched route: a live session with a current token, then the
// access policy on the user's role, then a pending password change.
import type { FastifyRequest } from 'fastify';
import { accessPolicy, mayDo, NOT_YOURS_MESSAGE, type Area } from '../../resources/access.ts';
import { resources } from '../../resources/index.ts';
import type { RouteAccess, RouteDeps } from '../http/apiRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { createSessionCache } from './sessionCache.ts';
import type { FoundSession } from './sessions.ts';
import { bearerToken, verifyAccessToken, type VerifiedClaims } from './tokens.ts';
import { areaOf } from './userArea.ts';
import { tokenStanding } from './tokenStanding.ts';

export const SIGN_IN_MESSAGE = 'Please sign in.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const NO_PERMISSION_MESSAGE = "You don't have permission to use this application.";
export { NOT_YOURS_MESSAGE };
export const PASSWORD_CHANGE_DUE_MESSAGE = 'Please change your password before going on.';

/**
 * An onRequest hook for the API scope. It runs after routing, so `request.routeOptions.config` is the matched
 * route's: no spelling of a path (/%61pi/users) gets past it, and no body is read before it.
 * Sets request.user, or answers 401 (no live session), 403 (role not allowed, or a password change due).
 */
export function authHook({ db, config }: RouteDeps) {
  const sessions = createSessionCache(db, config.sessionCacheMs);
  /** The live session the token may use; a doubtful cached answer (refreshed elsewhere) is asked again. */
  const liveSession = async (claims: VerifiedClaims) => {
    const now = new Date();
    const usable = (session: FoundSession | null) =>
      session && tokenStanding(session, claims.gen, now) !== 'reused' ? session : null;
    const first = await sessions.find(claims.sid, claims.sub);
    if (usable(first.session) || !first.cached) return usable(first.session);
    return usable((await sessions.find(claims.sid, claims.sub, true)).session);
  };
  return async (request: FastifyRequest) => {
    const route = request.routeOptions.config;
    if (route.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, SIGN_IN_MESSAGE);
    const claims = await verifyAccessToken(token, config.tokenSecret);
    const session = claims && (await liveSession(claims));
    if (!session) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    const { id, role_id } = session.user;
    const area = areaOf(session.user, session.place, config.adminRoleIds);
    const { administrator } = area;
    request.user = { id, role_id, sessionId: session.sessionId, area };
    if (route.sessionOnly) return;
    if (!administrator && !hasPolicy(role_id)) throw new HttpError(403, NO_PERMISSION_MESSAGE);
    if (session.user.mustChangePassword && !route.duringPasswordChange) {
      throw new HttpError(403, PASSWORD_CHANGE_DUE_MESSAGE);
    }
    if (!administrator && !allowedRoute(route.access, area, request.params as Record<string, string>))
      throw new HttpError(403, NOT_YOURS_MESSAGE);
  };
}

const hasPolicy = (roleId: number) => roleId in accessPolicy;

/**
 * Whether the route's access lets the area's role in. A `:resource` that names no resource is left to the
 * route, which answers 404 for it.
 */
function allowedRoute(access: RouteAccess | undefined, area: Area, params: Record<string, string>): boolean {
  if (!access) return false;
  if (access === 'everyone') return true;
  if ('resource' in access) return mayDo(area, access.resource, access.action);
  const name = params[access.resourceParam];
  if (!resources.some((resource) => resource.name === name)) return true;
  return mayDo(area, name, access.action);
}
