// The device cookie of OWASP's "slow down online guessing with device cookies": a browser that signed in to an
// account before is known by it, and its attempts on that account are limited on their own (docs/decisions/019).
import crypto from 'node:crypto';

/** Only the login route ever receives it. */
export const DEVICE_COOKIE_PATH = '/api/login';
export const DEVICE_COOKIE_DAYS = 180;
const NAME_PREFIX = 'device_';

export interface Device {
  userId: number;
  /** The cookie's own random part: its failures are counted under it. */
  nonce: string;
}

const signature = (secret: Uint8Array, payload: string) =>
  crypto.createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

/** A new cookie value for the account: its id, a random nonce, the day it was issued, and their HMAC. */
export function issueDevice(secret: Uint8Array, userId: number, now: Date): string {
  const payload = `${userId}.${crypto.randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The device a cookie value names, when its signature is ours and it is younger than DEVICE_COOKIE_DAYS. */
export function readDevice(secret: Uint8Array, value: string, now: Date): Device | undefined {
  const match = /^(\d{1,15})\.([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, userId, nonce, issuedAt, given] = match;
  const expected = signature(secret, `${userId}.${nonce}.${issuedAt}`);
  if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return undefined;
  const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
  if (ageSeconds < 0 || ageSeconds > DEVICE_COOKIE_DAYS * 86_400) return undefined;
  return { userId: Number(userId), nonce };
}

/** The account's device cookie among those a request carries (one per account signed in on that browser). */
export function deviceOf(
  secret: Uint8Array,
  cookieHeader: string | undefined,
  userId: number,
  now: Date,
): Device | undefined {
  const wanted = `${NAME_PREFIX}${userId}=`;
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(wanted))
    ?.slice(wanted.length);
  const device = value ? readDevice(secret, value, now) : undefined;
  return device?.userId === userId ? device : undefined;
}

/** The Set-Cookie header of a fresh device cookie: HttpOnly, SameSite=Strict, Secure over HTTPS, login path only. */
export function deviceCookieHeader(value: string, userId: number, secure: boolean): string {
  const attributes = [
    `${NAME_PREFIX}${userId}=${value}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
