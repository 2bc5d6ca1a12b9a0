// Passwords refused when set, on top of the spec's length: a common one (a bundled list), one character repeated
// or a straight run of characters, or the account's own email (docs/decisions/019). Signing in never checks them.
import { normalisePassword, PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '../../resources/password.ts';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The 49,233 passwords of zxcvbn-ts's common list, as the login form would send them; loaded at the first use
 * (about 150 ms, 10 MB), not at start.
 */
function commonPasswordSet(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then((module) => {
    // The built server (esbuild) loads the package's CommonJS file, whose exports come as `default`.
    const { dictionary } = 'dictionary' in module ? module : (module as { default: typeof module }).default;
    return new Set(dictionary['passwords-common'].map(normalisePassword));
  });
  return commonPasswords;
}

/** 'aaaaaa', '123456', 'abcdefg', '987654': each character one step (or none) from the one before. */
export function isOneRun(password: string): boolean {
  const codes = [...password].map((character) => character.codePointAt(0) ?? 0);
  const step = codes[1] - codes[0];
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

/**
 * The message refusing `password` for the account of `email`, or undefined when it may be set.
 * @example await passwordRefusal('password1', 'asha@example.org') // 'This password is too common. Please choose another.'
 */
export async function passwordRefusal(password: string, email: string): Promise<string | undefined> {
  const stored = normalisePassword(password);
  if (stored === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  if (isOneRun(stored) || (await commonPasswordSet()).has(stored)) return PASSWORD_TOO_COMMON;
  return undefined;
}
