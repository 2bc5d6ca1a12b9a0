// The password rules both sides hold: how a typed password is kept, and how long it must be.

/**
 * Passwords are kept as the login form lets them be typed, lower case without whitespace
 * (docs/decisions/005-password-normalisation.md).
 * @example normalisePassword(' Secret Word ') === 'secretword'
 */
export const normalisePassword = (password: string): string => password.replace(/\s+/g, '').toLowerCase();

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
/** The server's refusals on top of the length (server/auth/passwordPolicy.ts), shown under the field. */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';
export const PASSWORD_IS_EMAIL = 'Password must not be the same as the email.';
/** The password change's messages (resources/changePassword.ts); here, free of zod, for the login area too. */
export const PASSWORDS_DIFFER = 'Passwords do not match';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';

/** Long enough as it will be stored (normalised). */
export const isLongEnoughPassword = (password: string): boolean =>
  normalisePassword(password).length >= MIN_PASSWORD_LENGTH;
