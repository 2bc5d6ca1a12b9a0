// Changing one's own password: the body POST /api/change_password checks, and the form's confirmation on top.
import { z } from 'zod';
import { containsEmoji, EMOJI_MESSAGE } from './emoji.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  isLongEnoughPassword,
  NEW_PASSWORD_REQUIRED,
  normalisePassword,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from './password.ts';

export { PASSWORDS_DIFFER };

const noEmoji = (value: string) => !containsEmoji(value);

/** Given, as it will be stored (normalised like the login form). */
const givenPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .refine(noEmoji, EMOJI_MESSAGE)
    .refine((value) => normalisePassword(value) !== '', requiredMessage);

/**
 * Lengths are counted as the password is stored. Each field reports its first broken rule.
 * @example changePasswordBody.safeParse({ new_password: 'abc' }) // fails: current_password 'Current password is required', new_password 'Password must be at least 6 characters'
 */
export const changePasswordBody = z.object({
  current_password: givenPassword(CURRENT_PASSWORD_REQUIRED),
  new_password: givenPassword(NEW_PASSWORD_REQUIRED).refine(isLongEnoughPassword, PASSWORD_TOO_SHORT),
});

/** The form: the body's fields, and the new password typed again. */
export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    message: PASSWORDS_DIFFER,
  });

export type ChangePasswordValues = z.input<typeof changePasswordForm>;
