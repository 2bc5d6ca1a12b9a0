// The rule vocabulary configs are written in; each rule carries the spec's exact message.
import { isIsoDate, todayIso } from './dates.ts';
import { containsEmoji, EMOJI_MESSAGE } from './emoji.ts';
import type { Refinement, Rule, Values } from './types.ts';

/** Empty means not given: nothing, an empty or blank text, or no choices. */
export const isEmpty = (value: unknown): boolean =>
  value == null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && !value.length);

const isId = (value: unknown) => /^\d+$/.test(String(value).trim()) && Number(value) > 0;

export const required = (message: string): Rule => ({ message, checksEmpty: true, test: (v) => !isEmpty(v) });

/**
 * A select's value: required, and an id or ids (an array, or comma-joined as role 2's add body has them);
 * anything else counts as not chosen. Whether one id fits and one or several may be chosen is the kind's rule.
 */
export const requiredId = (message: string): Rule => ({
  message,
  checksEmpty: true,
  test: (v) => !isEmpty(v) && (Array.isArray(v) ? v : String(v).split(',')).every(isId),
});

/** A yyyy-mm-dd date: required, and a real calendar date (anything else counts as not given). */
export const requiredDate = (message: string): Rule => ({
  message,
  checksEmpty: true,
  test: (v) => isIsoDate(v),
});

/** Required only when another value calls for it (role-dependent user fields). */
export const requiredWhen = (when: (values: Values) => boolean, message: string): Rule => ({
  message,
  checksEmpty: true,
  test: (v, values) => !when(values) || !isEmpty(v),
});

/** No emoji or pictographs in a typed text; every text-like field gets it from its kind (resources/kindRules.ts). */
export const noEmoji: Rule = { message: EMOJI_MESSAGE, test: (v) => !containsEmoji(String(v)) };

export const maxLength = (max: number, message: string): Rule => ({
  message,
  maxLength: max,
  test: (v) => String(v).length <= max,
});

export const minLength = (min: number, message: string): Rule => ({
  message,
  test: (v) => String(v).length >= min,
});

export const pattern = (regex: RegExp, message: string): Rule => ({
  message,
  test: (v) => regex.test(String(v)),
});

/** Letters, digits, hyphen and underscore only (project and program codes). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const email = (message: string): Rule => pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message);

/** A date not after today (date of birth). Compares yyyy-mm-dd strings, so no time zone can shift it. */
export const notInFuture = (message: string, today: () => string = todayIso): Rule => ({
  message,
  test: (v) => !isIsoDate(v) || v <= today(),
});

/** One rule only in one mode: `onlyOn('create', required('Password is required'))`. */
export const onlyOn = (mode: Rule['on'], rule: Rule): Rule => ({ ...rule, on: mode });

/**
 * `later` may not be before `earlier` (both yyyy-mm-dd payload keys); reported on `later`.
 * Passes while either date is missing or malformed: their own rules report that.
 */
export const notBefore = (later: string, earlier: string, message: string): Refinement => ({
  path: later,
  message,
  test: (values) => {
    const [end, start] = [values[later], values[earlier]];
    return !isIsoDate(end) || !isIsoDate(start) || end >= start;
  },
});
