// Ids and whole numbers as bodies carry them: numbers or digit strings that fit PostgreSQL's integer column.

/** 2^31 − 1, the largest value of an integer column. */
export const MAX_INTEGER = 2_147_483_647;

const DIGITS = /^\d+$/;

/** The integer a value holds: a number, or a string of digits only (no sign, spaces, point or exponent). */
const integerOf = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};

/** True for a number or digit string, whatever its size. @example isInteger('12') === true; isInteger(' 12 ') === false */
export const isInteger = (value: unknown): boolean => integerOf(value) !== undefined;

/** True for a whole number 0 … 2^31 − 1. */
export const isWholeNumber = (value: unknown): boolean => {
  const number = integerOf(value);
  return number !== undefined && number >= 0 && number <= MAX_INTEGER;
};

/**
 * The id a value names: a whole number 1 … 2^31 − 1, as a number or a digit string; otherwise undefined.
 * @example idOf('12') // 12; idOf(0), idOf(2 ** 31), idOf('1e3') and idOf([12]) // undefined
 */
export const idOf = (value: unknown): number | undefined => {
  const number = integerOf(value);
  return number !== undefined && number >= 1 && number <= MAX_INTEGER ? number : undefined;
};

/** True when a value holds several choices: an array, or ids joined with commas (role 2's add body). */
export const isIdList = (value: unknown): boolean =>
  Array.isArray(value) || (typeof value === 'string' && value.includes(','));

/**
 * The ids of a select that may hold several: an array of ids, ids joined with commas, or one id;
 * undefined when any part is not an id.
 * @example idsOf('12,14') // [12, 14]; idsOf([12, '14']) // [12, 14]; idsOf('12, 14') // undefined
 */
export const idsOf = (value: unknown): number[] | undefined => {
  const parts: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : [value];
  const ids = parts.map(idOf);
  return ids.every((id): id is number => id !== undefined) ? ids : undefined;
};
