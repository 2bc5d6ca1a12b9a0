// The login form's rules (SPEC 5, Login) with their exact messages, and the normaliser applied while typing.
// Plain functions, not a schema library: the login page stays small (it loads before anything else).
import { normalisePassword } from '../resources/password.ts';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The login form's messages; the password's spaces message names the username (spec quirk, kept on purpose). */
export const loginMessages = {
  spaces: 'Username should not contain spaces',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;

/** Trimmed, then required, then free of spaces; undefined when the value passes. */
const loginFieldError = (value: string, requiredMessage: string): string | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return requiredMessage;
  return /\s/.test(trimmed) ? loginMessages.spaces : undefined;
};

/** The first message per field, or an empty object when the values pass. */
export const loginErrors = (values: LoginValues): LoginErrors => {
  const errors: LoginErrors = {};
  const username = loginFieldError(values.username, loginMessages.usernameRequired);
  const password = loginFieldError(values.password, loginMessages.passwordRequired);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
};

/** While typing, both login fields are forced to lower case and lose all whitespace. */
export const normaliseLoginInput = normalisePassword;
