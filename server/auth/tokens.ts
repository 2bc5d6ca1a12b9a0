// Access tokens: short-lived HS256 JWTs naming the user, the session and its generation, and the role.
// fast-jwt (the library behind @fastify/jwt) signs and verifies in the request's own turn; a WebCrypto-based
// verify took a thread-pool hop that cost more than the rest of a signed-in request's check (measured).
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface AccessClaims {
  /** User id. */
  sub: number;
  /** Session id: ending the session ends every token that names it. */
  sid: string;
  role: number;
  /** The session's generation when the token was issued: each refresh issues the next one. */
  gen: number;
}

/** Claims as read back from a token, with its expiry (seconds since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  exp: number;
}

type Sign = (payload: Record<string, unknown>) => string;
type Verify = (token: string) => Record<string, unknown>;

/** Signer and verifiers made once per secret. */
const tools = new WeakMap<Uint8Array, { sign: Sign; verify: Verify; verifyExpired: Verify }>();
const toolsFor = (secret: Uint8Array) => {
  let made = tools.get(secret);
  if (!made) {
    const key = Buffer.from(secret);
    const algorithms: ['HS256'] = ['HS256'];
    made = {
      // iat and exp are the caller's: the same claims sign to the same token (a refresh's grace re-issues it).
      sign: createSigner({ key, algorithm: 'HS256', noTimestamp: true }),
      verify: createVerifier({ key, algorithms }),
      verifyExpired: createVerifier({ key, algorithms, ignoreExpiration: true }),
    };
    tools.set(secret, made);
  }
  return made;
};

/** Signs a token valid from `now` for `lifetimeMinutes`, but never past `notAfter` (the session's end). */
export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  lifetimeMinutes: number,
  options: { now?: Date; notAfter?: Date } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const sessionEnd = options.notAfter ? Math.floor(options.notAfter.getTime() / 1000) : Infinity;
  const exp = Math.min(iat + lifetimeMinutes * 60, sessionEnd);
  const { sid, role, gen } = claims;
  return toolsFor(secret).sign({ sid, role, gen, sub: String(claims.sub), iat, exp });
}

function toClaims(payload: Record<string, unknown>): VerifiedClaims | null {
  const sub = Number(payload.sub);
  const { sid, role, gen, exp } = payload;
  if (!Number.isInteger(sub) || typeof sid !== 'string' || typeof role !== 'number') return null;
  if (!Number.isInteger(gen) || typeof exp !== 'number') return null;
  return { sub, sid, role, gen: gen as number, exp };
}

const verified = (verify: Verify, token: string): VerifiedClaims | null => {
  try {
    return toClaims(verify(token));
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
};

/** Tokens verified lately, by their text: a token is used for many requests in its minutes. */
const recentlyVerified = new WeakMap<Uint8Array, Map<string, VerifiedClaims>>();
/** How many verified tokens a secret keeps; the oldest goes first. */
const KEPT_TOKENS = 10_000;

/**
 * The claims of a genuine, unexpired token, or null. A token verified before is found by its own text (fast-jwt's
 * cache digests each token to a key first, which cost more than the lookup saved: docs/performance.md); its
 * expiry is checked on every use.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifiedClaims | null> {
  let recent = recentlyVerified.get(secret);
  if (!recent) recentlyVerified.set(secret, (recent = new Map()));
  const known = recent.get(token);
  if (known && known.exp * 1000 > Date.now()) return known;
  const claims = verified(toolsFor(secret).verify, token);
  if (!claims) return null;
  if (recent.size >= KEPT_TOKENS) recent.delete(recent.keys().next().value as string);
  recent.set(token, claims);
  return claims;
}

/** The claims of a genuine token even when it has expired (for refresh), or null when it is forged or malformed. */
export async function verifyTokenForRefresh(
  token: string,
  secret: Uint8Array,
): Promise<VerifiedClaims | null> {
  return verified(toolsFor(secret).verifyExpired, token);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
