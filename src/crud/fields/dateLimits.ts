// A date picker's upper bound read from its field's own rules: a field that refuses future dates (date of
// birth) gets a picker whose latest day is today, so the picker and the check cannot disagree.
import { addDays } from 'date-fns';
import { toIsoDate, type FieldConfig } from '../../../resources/index.ts';

/**
 * True when one of the field's value rules refuses tomorrow's date.
 * @example refusesFutureDates({ ..., rules: [notInFuture('Date of birth cannot be in the future')] }) // true
 */
export const refusesFutureDates = (field: FieldConfig, now: Date = new Date()): boolean => {
  const tomorrow = toIsoDate(addDays(now, 1));
  return field.rules?.some((rule) => !rule.checksEmpty && !rule.test(tomorrow, {})) ?? false;
};
