// The change-password checks with their exact texts: the body the server checks, and the form's confirmation.
import { describe, expect, it } from 'vitest';
import { changePasswordBody, changePasswordForm } from '../../../resources/changePassword.ts';
import { fieldErrors } from '../../../resources/validate.ts';

const errorsOf = (schema: typeof changePasswordBody | typeof changePasswordForm, values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};

const valid = { current_password: 'oldsecret', new_password: 'newsecret', confirm_password: 'newsecret' };

describe('change-password body', () => {
  it('accepts the current and a new password of 6 characters', () => {
    expect(errorsOf(changePasswordBody, { current_password: 'x', new_password: 'abcdef' })).toEqual({});
  });

  it('names both passwords when they are missing', () => {
    expect(errorsOf(changePasswordBody, {})).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
    });
  });

  it('treats a password of only spaces as missing, since it is stored normalised', () => {
    expect(errorsOf(changePasswordBody, { current_password: '  ', new_password: ' \t ' })).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
    });
  });

  it('counts the new password’s length without its spaces', () => {
    expect(errorsOf(changePasswordBody, { current_password: 'x', new_password: 'ab cd' })).toEqual({
      new_password: 'Password must be at least 6 characters',
    });
  });

  it('refuses emoji', () => {
    expect(errorsOf(changePasswordBody, { current_password: 'x', new_password: 'secret🔑word' })).toEqual({
      new_password: 'Emoji are not allowed',
    });
  });
});

describe('change-password form', () => {
  it('accepts matching passwords', () => {
    expect(errorsOf(changePasswordForm, valid)).toEqual({});
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(errorsOf(changePasswordForm, { ...valid, confirm_password: 'newsecre' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });

  it('reports every field at once on an empty form but the confirmation, which matches', () => {
    expect(
      errorsOf(changePasswordForm, { current_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
    });
  });

  it('reports a short new password and a differing confirmation together', () => {
    expect(errorsOf(changePasswordForm, { ...valid, new_password: 'abc', confirm_password: '' })).toEqual({
      new_password: 'Password must be at least 6 characters',
      confirm_password: 'Passwords do not match',
    });
  });
});
