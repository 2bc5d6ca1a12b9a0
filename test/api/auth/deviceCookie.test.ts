// The device cookie's value: ours only when signed with the server's secret, for its account, and not too old.
import { describe, expect, it } from 'vitest';
import { deviceOf, issueDevice, readDevice } from '../../../server/auth/deviceCookie.ts';

const secret = new TextEncoder().encode('s'.repeat(32));
const now = new Date('2026-03-01T10:00:00Z');
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);

describe('device cookies', () => {
  it('reads back the account and nonce of a value it issued', () => {
    const value = issueDevice(secret, 42, now);
    expect(readDevice(secret, value, now)).toEqual({ userId: 42, nonce: value.split('.')[1] });
  });

  it('gives each sign-in its own nonce', () => {
    expect(issueDevice(secret, 42, now).split('.')[1]).not.toBe(issueDevice(secret, 42, now).split('.')[1]);
  });

  it('refuses a value whose account, nonce or date was changed, or signed with another secret', () => {
    const [, nonce, issued, signature] = issueDevice(secret, 42, now).split('.');
    const other = new TextEncoder().encode('t'.repeat(32));
    for (const value of [
      `43.${nonce}.${issued}.${signature}`,
      `42.${'A'.repeat(22)}.${issued}.${signature}`,
      `42.${nonce}.${Number(issued) + 1}.${signature}`,
      'garbage',
      '',
    ])
      expect(readDevice(secret, value, now)).toBeUndefined();
    expect(readDevice(other, issueDevice(secret, 42, now), now)).toBeUndefined();
  });

  it('refuses a value older than 180 days or dated in the future', () => {
    const value = issueDevice(secret, 42, now);
    expect(readDevice(secret, value, days(180))).toBeDefined();
    expect(readDevice(secret, value, days(181))).toBeUndefined();
    expect(readDevice(secret, value, days(-1))).toBeUndefined();
  });

  it('finds the account’s own cookie among the others a browser sends', () => {
    const mine = issueDevice(secret, 7, now);
    const header = `theme=dark; device_42=${issueDevice(secret, 42, now)}; device_7=${mine}`;
    expect(deviceOf(secret, header, 7, now)?.nonce).toBe(mine.split('.')[1]);
    expect(deviceOf(secret, `device_7=${issueDevice(secret, 42, now)}`, 7, now)).toBeUndefined();
    expect(deviceOf(secret, undefined, 7, now)).toBeUndefined();
  });
});
