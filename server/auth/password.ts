// Password hashing: argon2id at the library's defaults, over the password as the login form sends it.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalisePassword } from '../../resources/password.ts';

// The login form forces the password to lower case and strips whitespace while it is typed (SPEC, Login): every
// password is normalised the same way before it is hashed and before it is verified, so what was set is what the
// form can send.

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalisePassword(password));
  } catch {
    return false;
  }
}

/** A hash of nothing anyone can type, verified when the email is unknown so both failures take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy password that no account uses');
  return decoyHash;
}

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';

/**
 * A strong password the login form can type as it is: 20 characters of lower-case letters and digits
 * (no l, 0 or 1 to misread), about 100 bits.
 */
export function generatePassword(length = 20): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join('');
}
