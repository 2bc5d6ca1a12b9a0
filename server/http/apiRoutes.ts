// How route modules plug in: a function given the /api scope and the app's dependencies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, Area } from '../../resources/access.ts';
import type { BackupStatus } from '../backup/backupJob.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { HttpError } from './httpError.ts';

/** The signed-in user of a request, set by the auth hook. */
export interface AuthUser {
  id: number;
  role_id: number;
  sessionId: string;
  /** Where the user works and what their role reaches: every row a route reads or writes is filtered by it. */
  area: Area;
}

/**
 * Who may call a route besides the administrators (resources/access.ts): every signed-in user, or the roles with
 * an action on a resource, named or the route's `:resource`. A route that says nothing is the administrators'.
 */
export type RouteAccess =
  'everyone' | { action: Action; resource: string } | { action: Action; resourceParam: string };

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (login, refresh, health); every other /api route needs one. */
    public?: boolean;
    /** Open to a user who must change their password first (profile, change_password). */
    duringPasswordChange?: boolean;
    /** Needs a live session only, whatever the role or a pending password change (logout). */
    sessionOnly?: boolean;
    /**
     * A body its schema refuses answers 422 with its first field's message as `message` (the client shows it as
     * it is: change_password), instead of the general "Please correct the highlighted fields.".
     */
    firstRefusalAsMessage?: boolean;
    /** Who besides the administrators may call it (the access policy); administrators only when absent. */
    access?: RouteAccess;
  }
}

export interface RouteDeps {
  db: Database;
  config: Config;
  /** The embedded database's backups, as the backup job last left them; none on PostgreSQL. */
  backups?: BackupStatus;
}

/**
 * A group of API routes. Paths are relative to /api, and every route is behind the auth hook and the access
 * policy unless it says `config: { public: true }`.
 * @example
 * export const sitesRoutes: ApiRoutes = (api, { db }) => {
 *   api.get('/sites', async (request) => listSites(db, signedInUser(request)));
 * };
 */
export type ApiRoutes = (api: FastifyInstance, deps: RouteDeps) => void | Promise<void>;

/** The user the auth hook let in; throws 401 if a route is reached without one (a public route, say). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Please sign in.');
  return request.user;
}
