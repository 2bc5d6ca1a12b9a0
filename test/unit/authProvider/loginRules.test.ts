import { describe, expect, it } from 'vitest';
import { loginErrors, normaliseLoginInput } from '../../../authProvider/loginRules.ts';

const valid = { username: 'asha', password: 'secret1' };

describe('login rules', () => {
  it('accepts a username and password without spaces', () => {
    expect(loginErrors(valid)).toEqual({});
  });

  it('requires the username', () => {
    expect(loginErrors({ ...valid, username: '' }).username).toBe('Username is required');
  });

  it('treats a username of only spaces as missing', () => {
    expect(loginErrors({ ...valid, username: '   ' }).username).toBe('Username is required');
  });

  it('refuses a username with a space inside', () => {
    expect(loginErrors({ ...valid, username: 'asha rao' }).username).toBe(
      'Username should not contain spaces',
    );
  });

  it('accepts a username with surrounding spaces, since it is trimmed', () => {
    expect(loginErrors({ ...valid, username: ' asha ' }).username).toBeUndefined();
  });

  it('requires the password', () => {
    expect(loginErrors({ ...valid, password: '' }).password).toBe('Password is required');
  });

  it('refuses a password with a space inside, with the spec message that names the username', () => {
    expect(loginErrors({ ...valid, password: 'sec ret' }).password).toBe(
      'Username should not contain spaces',
    );
  });
});

describe('login typing normaliser', () => {
  it('forces lower case', () => {
    expect(normaliseLoginInput('Admin@Example.ORG')).toBe('admin@example.org');
  });

  it('removes all whitespace', () => {
    expect(normaliseLoginInput(' as ha\t')).toBe('asha');
  });
});
