// Age in whole years from a date of birth, birthday-adjusted (SPEC 4): the value of the read-only age field.
import { isoDatePart, toIsoDate, todayIso } from './dates.ts';

const datePart = (value: unknown): string | undefined =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? toIsoDate(value) : isoDatePart(value);

/**
 * Whole years from `dob` to `today` (yyyy-mm-dd); undefined when dob is empty, not a date, or after today.
 * Someone born on 29 February turns a year older on 1 March in a year without one.
 * @example ageFromDob('2000-03-05', '2025-03-04') // 24
 */
export const ageFromDob = (dob: unknown, today: string = todayIso()): number | undefined => {
  const born = datePart(dob);
  if (!born || born > today) return undefined;
  const years = Number(today.slice(0, 4)) - Number(born.slice(0, 4));
  return today.slice(5) >= born.slice(5) ? years : years - 1;
};

/** The age field's value for a form: the age, or '' once the date of birth is cleared. */
export const ageFieldValue = (dob: unknown): number | '' => ageFromDob(dob) ?? '';
