// The login form's rules (SPEC 5, Login) with their exact messages, and the normaliser applied while typing.
// zod/mini keeps the login chunk small; the rules are the same as with full zod.
import * as z from 'zod/mini';

const noSpaces = (value: string) => !/\s/.test(value);

const loginField = (requiredMessage: string, spacesMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.refine(noSpaces, spacesMessage));

export const loginSchema = z.object({
  username: loginField('Username is required', 'Username should not contain spaces'),
  // Spec quirk, kept on purpose: the password rule's message names the username.
  password: loginField('Password is required', 'Username should not contain spaces'),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** While typing, both login fields are forced to lower case and lose all whitespace. */
export const normaliseLoginInput = (value: string): string => value.toLowerCase().replace(/\s+/g, '');

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The first message per field, or an empty object when the values pass. */
export const loginErrors = (values: LoginValues): LoginErrors => {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginValues;
    errors[field] ??= issue.message;
  }
  return errors;
};
