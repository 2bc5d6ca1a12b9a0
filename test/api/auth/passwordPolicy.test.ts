// The passwords refused when set: common ones, one character repeated or a run, and the account's email.
import { describe, expect, it } from 'vitest';
import { isOneRun, passwordRefusal } from '../../../server/auth/passwordPolicy.ts';

const TOO_COMMON = 'This password is too common. Please choose another.';
const IS_EMAIL = 'Password must not be the same as the email.';

describe('password policy', () => {
  it.each(['aaaaaa', '111111', '123456', 'abcdefg', '987654', 'zyxwvu'])(
    'takes %s for one run',
    (password) => {
      expect(isOneRun(password)).toBe(true);
    },
  );

  it.each(['abcdeg', '135791', 'aabbcc', 'kestrel-41'])('does not take %s for one run', (password) => {
    expect(isOneRun(password)).toBe(false);
  });

  it('refuses the bundled list’s passwords as the login form would send them', async () => {
    for (const password of ['password', 'qwerty123', 'Ilove You', 'trustno1'])
      expect(await passwordRefusal(password, 'asha@example.org')).toBe(TOO_COMMON);
  });

  it('refuses the email, whatever its case or the spaces around it', async () => {
    expect(await passwordRefusal('Asha@Example.org', ' asha@example.org ')).toBe(IS_EMAIL);
  });

  it('takes a password that is none of these', async () => {
    expect(await passwordRefusal('kestrel-41', 'asha@example.org')).toBeUndefined();
    expect(await passwordRefusal('heron lake 7', 'asha@example.org')).toBeUndefined();
  });
});
