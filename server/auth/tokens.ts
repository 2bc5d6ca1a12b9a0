// Access tokens: short-lived HS256 JWTs naming the user, the session and the role.
import { errors, jwtVerify, SignJWT } from 'jose';

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

/** Signs a token valid from `now` for `lifetimeMinutes`, but never past `notAfter` (the session's end). */
export function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  lifetimeMinutes: number,
  options: { now?: Date; notAfter?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const sessionEnd = options.notAfter ? Math.floor(options.notAfter.getTime() / 1000) : Infinity;
  return new SignJWT({ sid: claims.sid, role: claims.role, gen: claims.gen })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.min(issuedAt + lifetimeMinutes * 60, sessionEnd))
    .sign(secret);
}

function toClaims(payload: Record<string, unknown>): VerifiedClaims | null {
  const sub = Number(payload.sub);
  const { sid, role, gen, exp } = payload;
  if (!Number.isInteger(sub) || typeof sid !== 'string' || typeof role !== 'number') return null;
  if (!Number.isInteger(gen) || typeof exp !== 'number') return null;
  return { sub, sid, role, gen: gen as number, exp };
}

/** The claims of a genuine, unexpired token, or null. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return toClaims(payload);
  } catch {
    return null;
  }
}

/**
 * The claims of a genuine token even when it has expired (for refresh), or null when it is forged or malformed.
 * jose checks the signature before the expiry and hands the verified payload over on JWTExpired.
 */
export async function verifyTokenForRefresh(
  token: string,
  secret: Uint8Array,
): Promise<VerifiedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return toClaims(payload);
  } catch (error) {
    return error instanceof errors.JWTExpired ? toClaims(error.payload) : null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
