// POST /api/login and /api/refresh (reachable without a live access token) and POST /api/logout.
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsEmoji, EMOJI_MESSAGE } from '../../resources/emoji.ts';
import { signedInUser, type ApiRoutes } from '../http/apiRoutes.ts';
import { withArea } from '../openapi/areaSchema.ts';
import { rowOf } from '../openapi/fieldSchemas.ts';
import { messageAnswer, routeSchema, type AnswerHeaders } from '../openapi/routeSchema.ts';
import { user } from '../../resources/index.ts';
import { HttpError } from '../http/httpError.ts';
import { SESSION_ENDED_MESSAGE } from './authHook.ts';
import { deviceCookieHeader, deviceOf, issueDevice } from './deviceCookie.ts';
import { loginLimitsOf, TooManyLogins } from './loginLimits.ts';
import { findUserForLogin } from './loginUser.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { refreshSession, sessionToken } from './refreshSession.ts';
import { createSession, endSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';
import { sessionArea } from './userArea.ts';
import { LOGIN_FAILED_MESSAGE } from '../../resources/loginAnswers.ts';

export { LOGIN_FAILED_MESSAGE };

export const SIGNED_OUT_MESSAGE = 'Signed out.';

const noEmoji = (text: string) => !containsEmoji(text);
// Control characters never belong in an email or a password, and PostgreSQL refuses NUL in a text.
const noControl = (text: string) => !/\p{Cc}/u.test(text);

// No body counts as an empty one, so that both fields are named as missing.
const loginBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254, LOGIN_FAILED_MESSAGE)
      .refine(noControl, LOGIN_FAILED_MESSAGE)
      .refine(noEmoji, EMOJI_MESSAGE),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(256, LOGIN_FAILED_MESSAGE)
      .refine(noControl, LOGIN_FAILED_MESSAGE)
      .refine(noEmoji, EMOJI_MESSAGE),
  }),
);

/** The header of a 429 of a limit on guesses: when to try again. */
export const retryAfter: AnswerHeaders = {
  'retry-after': { type: 'string', description: 'The seconds to wait before the next attempt' },
};

/** The user as login answers it: their row, their role's name, a password change due, and their area. */
const loggedInUser = withArea(
  rowOf(user)
    .omit({ version: true })
    .extend({
      role_name: z.string().nullable(),
      must_change_password: z
        .boolean()
        .meta({ description: 'The client shows only the change-password form while it is set' }),
    }),
);

/** A TooManyLogins as the 429 answer, with its Retry-After; any other error as it is. */
export function tooMany(reply: FastifyReply, error: unknown): never {
  if (!(error instanceof TooManyLogins)) throw error;
  reply.header('retry-after', String(error.retryAfterSeconds));
  throw new HttpError(429, error.message);
}

export const loginRoutes: ApiRoutes = (api, { db, config }) => {
  const limits = loginLimitsOf(config, db);
  const typed = api.withTypeProvider<ZodTypeProvider>();

  const login = routeSchema({
    tag: 'session',
    summary: 'Signs in: a token to send as bearer, and the user',
    body: loginBody,
    answer: z.object({ token: z.string(), user: loggedInUser }),
    answerHeaders: {
      'set-cookie': {
        type: 'string',
        description: "The device cookie: this browser's attempts on the account",
      },
    },
    failures: {
      401: LOGIN_FAILED_MESSAGE,
      422: 'Email or password missing, or refused: a message per field in `errors`',
      429: {
        meaning: 'Too many attempts on the account, from the address or the device',
        headers: retryAfter,
      },
    },
  });
  typed.post('/login', { schema: login, config: { public: true } }, async (request, reply) => {
    const { email, password } = request.body;
    const now = new Date();
    const found = await findUserForLogin(db, email);
    const device = found && deviceOf(config.tokenSecret, request.headers.cookie, found.user.id, now);
    const guesser = { account: email.toLowerCase(), address: request.ip, device: device?.nonce };
    await limits.attempt(guesser).catch((error: unknown) => tooMany(reply, error));
    const passwordMatches = await verifyPassword(
      found?.passwordHash ?? (await decoyPasswordHash()),
      password,
    );
    if (!found || !passwordMatches) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
    await limits.succeeded(guesser);
    const { id, role_id, must_change_password: mustChangePassword } = found.user;
    const session = await createSession(db, { id, role_id, mustChangePassword }, config);
    const cookie = issueDevice(config.tokenSecret, id, now);
    reply.header('set-cookie', deviceCookieHeader(cookie, id, request.protocol === 'https'));
    // The area as every request of this session reads it, so the client shows what the server will allow.
    const area = await sessionArea(db, session.sessionId, found.user, config.adminRoleIds);
    return { token: await sessionToken(session, config, now), user: { ...found.user, area } };
  });

  const refresh = routeSchema({
    tag: 'session',
    summary: 'A fresh token for the one sent as bearer, expired or not, while its session lives',
    answer: z.object({ access_token: z.string() }),
    failures: { 401: SESSION_ENDED_MESSAGE },
  });
  // The token is read here, not by the auth hook: it may have expired, and only its session says if it is good.
  typed.post('/refresh', { schema: refresh, config: { public: true } }, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const fresh = token && (await refreshSession(db, config, token));
    if (!fresh) throw new HttpError(401, SESSION_ENDED_MESSAGE);
    return { access_token: fresh };
  });

  /** Ends this session: its token and every refresh of it stop working at once. */
  const logout = routeSchema({
    tag: 'session',
    summary: 'Ends the session of the token',
    answer: messageAnswer,
  });
  typed.post('/logout', { schema: logout, config: { sessionOnly: true } }, async (request) => {
    await endSession(db, signedInUser(request).sessionId);
    return { message: SIGNED_OUT_MESSAGE };
  });
};
