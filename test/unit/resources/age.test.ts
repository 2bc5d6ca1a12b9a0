// Age from date of birth: whole years, one more only once the birthday has come, leap days included.
import { describe, expect, it } from 'vitest';
import { ageFieldValue, ageFromDob } from '../../../resources/index.ts';

describe('ageFromDob', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageFromDob('2000-03-05', '2025-03-04')).toBe(24);
    expect(ageFromDob('2000-03-05', '2025-03-05')).toBe(25);
  });

  it('counts across the turn of the year', () => {
    expect(ageFromDob('1990-12-31', '2025-01-01')).toBe(34);
  });

  it('makes someone born on 29 February a year older on 1 March of a common year', () => {
    expect(ageFromDob('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageFromDob('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('makes someone born on 29 February a year older on 29 February of a leap year', () => {
    expect(ageFromDob('2004-02-29', '2028-02-28')).toBe(23);
    expect(ageFromDob('2004-02-29', '2028-02-29')).toBe(24);
  });

  it('gives 0 on the day of birth', () => {
    expect(ageFromDob('2025-03-04', '2025-03-04')).toBe(0);
  });

  it('gives nothing for an empty, malformed or future date of birth', () => {
    expect(ageFromDob('', '2025-03-04')).toBeUndefined();
    expect(ageFromDob(null, '2025-03-04')).toBeUndefined();
    expect(ageFromDob('2025-02-30', '2025-03-04')).toBeUndefined();
    expect(ageFromDob('2025-03-05', '2025-03-04')).toBeUndefined();
  });

  it('reads a date picker Date in the local calendar', () => {
    expect(ageFromDob(new Date(2000, 2, 5, 23, 30), '2025-03-05')).toBe(25);
  });

  it('reads the date part of a timestamp', () => {
    expect(ageFromDob('2000-03-05T00:00:00.000Z', '2025-03-05')).toBe(25);
  });
});

describe('ageFieldValue', () => {
  it('empties the age when the date of birth is cleared', () => {
    expect(ageFieldValue(null)).toBe('');
    expect(ageFieldValue('')).toBe('');
  });

  it('fills the age when a date of birth is chosen', () => {
    expect(ageFieldValue('2000-01-01')).toBeGreaterThanOrEqual(25);
  });
});
