// The offline banner's time: the clock alone when the copy was answered today, the date before it otherwise.
import { describe, expect, it } from 'vitest';
import { offlineTime } from '../../../src/crud/list/offlineTime.ts';

const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes).getTime();

describe('offlineTime', () => {
  it('says HH:MM, in 24 hours, for a copy answered today', () => {
    expect(offlineTime(at(27, 9, 5), at(27, 18, 0))).toBe('09:05');
    expect(offlineTime(at(27, 14, 30), at(27, 23, 59))).toBe('14:30');
  });

  it('puts the date before the time for a copy answered on another day', () => {
    expect(offlineTime(at(25, 21, 7), at(27, 8, 0))).toBe('25/11/2026 21:07');
  });
});
