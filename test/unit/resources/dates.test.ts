// Dates stay on their calendar day in every time zone: formatting, today, and picker conversions.
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, fromIsoDate, isIsoDate, toIsoDate, todayIso } from '../../../resources/dates.ts';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatDate', () => {
  it('shows a yyyy-mm-dd date as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-04')).toBe('04/03/2025');
  });

  it('shows the date part of a timestamp without moving it', () => {
    expect(formatDate('2025-03-04T23:30:00.000Z')).toBe('04/03/2025');
  });

  it.each([[''], [null], [undefined], ['not a date']])('shows %j as --', (value) => {
    expect(formatDate(value)).toBe('--');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect([
      isIsoDate('2024-02-29'),
      isIsoDate('2025-02-29'),
      isIsoDate('2025-13-01'),
      isIsoDate('4/3/2025'),
    ]).toEqual([true, false, false, false]);
  });
});

// 10:30 UTC on 4 March is already 00:30 on 5 March at UTC+14 and still 00:30 on 4 March at UTC-10.
describe.each([
  ['Pacific/Kiritimati', '2025-03-05'],
  ['America/Adak', '2025-03-04'],
  ['UTC', '2025-03-04'],
])('in time zone %s', (zone, localDay) => {
  const useZone = () => {
    process.env.TZ = zone;
  };

  it('todayIso gives the local calendar day, not the UTC one', () => {
    useZone();
    expect(todayIso(new Date(Date.UTC(2025, 2, 4, 10, 30)))).toBe(localDay);
  });

  it('todayIso keeps the day just after midnight and just before the next', () => {
    useZone();
    expect([todayIso(new Date(2025, 2, 4, 0, 5)), todayIso(new Date(2025, 2, 4, 23, 55))]).toEqual([
      '2025-03-04',
      '2025-03-04',
    ]);
  });

  it('a date given to a picker and read back is the same day', () => {
    useZone();
    const days = ['2025-01-01', '2025-03-30', '2024-02-29', '2025-10-26', '2025-12-31'];
    expect(days.map((day) => toIsoDate(fromIsoDate(day) as Date))).toEqual(days);
  });
});
