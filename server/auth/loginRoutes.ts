// POST /api/login and POST /api/refresh: the two routes reachable without a live access token.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { containsEmoji, EMOJI_MESSAGE } from '../../resources/emoji.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { HttpError } from '../http/httpError.ts';
import { SESSION_ENDED_MESSAGE } from './authHook.ts';
import { loginRateLimit } from './loginRateLimit.ts';
import { findUserForLogin } from './loginUser.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { createSession, findLiveSession } from './sessions.ts';
import { bearerToken, signAccessToken, verifyTokenForRefresh } from './tokens.ts';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';

const noEmoji = (text: string) => !containsEmoji(text);

const loginBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .refine(noEmoji, EMOJI_MESSAGE),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .refine(noEmoji, EMOJI_MESSAGE),
});

export const loginRoutes: ApiRoutes = (api, { db, config }) => {
  const sign = (sub: number, sid: string, role: number, sessionEnd: Date) =>
    signAccessToken({ sub, sid, role }, config.tokenSecret, config.accessTokenMinutes, {
      notAfter: sessionEnd,
    });

  api.post('/login', { config: { public: true, rateLimit: loginRateLimit(config) } }, async (request) => {
    const { email, password } = loginBody.parse(request.body ?? {});
    const found = await findUserForLogin(db, email);
    const passwordMatches = await verifyPassword(
      found?.passwordHash ?? (await decoyPasswordHash()),
      password,
    );
    if (!found || !passwordMatches) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    const { sessionId, expiresAt } = await createSession(db, found.user.id, config.sessionHours);
    return { token: await sign(found.user.id, sessionId, found.user.role_id, expiresAt), user: found.user };
  });

  /** Accepts an expired token when its signature is genuine and its session is still live. */
  api.post('/refresh', { config: { public: true } }, async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyTokenForRefresh(token, config.tokenSecret) : null;
    const session = claims && (await findLiveSession(db, claims.sid, claims.sub));
    if (!session) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return {
      access_token: await sign(session.user.id, session.sessionId, session.user.role_id, session.expiresAt),
    };
  });
};
