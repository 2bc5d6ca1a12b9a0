// Calendar dates as 'yyyy-mm-dd' strings: formatting, checking and converting without any UTC shift.
// A Date is only ever read or built from its local calendar fields, so no time zone can move a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The yyyy-mm-dd of a Date in the browser's own calendar (never toISOString, which is UTC). */
export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Today in local time, as yyyy-mm-dd.
 * @example todayIso() // '2025-03-04' all day long on 4 March, whatever the time zone
 */
export const todayIso = (now: Date = new Date()): string => toIsoDate(now);

/** True for a real calendar date written yyyy-mm-dd (no 2025-02-30). */
export const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length !== 10) return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const daysInMonth = new Date(year, month, 0).getDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
};

/** Local midnight of a yyyy-mm-dd date, for date pickers; undefined when the text is not a date. */
export const fromIsoDate = (value: unknown): Date | undefined => {
  if (!isIsoDate(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  // new Date(y, m, d) treats years 0-99 as 1900-1999.
  date.setFullYear(year);
  return date;
};

/**
 * A read date for display as dd/mm/yyyy; '--' when empty. Only the leading yyyy-mm-dd is read, so
 * '2025-03-04T00:00:00' shows the same day everywhere.
 * @example formatDate('2025-03-04') // '04/03/2025'
 */
export const formatDate = (value: unknown): string => {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '--';
};

/** The leading yyyy-mm-dd of a read or payload date, or undefined; checks the calendar too. */
export const isoDatePart = (value: unknown): string | undefined =>
  typeof value === 'string' && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined;

/** The leading yyyy-mm-dd as written, unchecked: cheap enough for every row of a long list. */
export const isoDatePrefix = (value: unknown): string | undefined =>
  typeof value === 'string' && ISO_DATE.test(value) ? value.slice(0, 10) : undefined;
