// The growing delays of an account guessed at without its device cookie.
import { describe, expect, it } from 'vitest';
import { accountDelaySeconds } from '../../../server/auth/loginDelays.ts';

const rule = { max: 10, windowMinutes: 15 };

describe('account delays', () => {
  it('lets the first failures through without waiting', () => {
    for (let failures = 0; failures < 10; failures++) expect(accountDelaySeconds(failures, rule)).toBe(0);
  });

  it('waits 1 s after the free failures, doubling with each further one', () => {
    expect([10, 11, 12, 13, 19].map((failures) => accountDelaySeconds(failures, rule))).toEqual([
      1, 2, 4, 8, 512,
    ]);
  });

  it('never waits longer than the window', () => {
    expect(accountDelaySeconds(20, rule)).toBe(900);
    expect(accountDelaySeconds(99, rule)).toBe(900);
    expect(accountDelaySeconds(10_000, rule)).toBe(900);
  });
});
