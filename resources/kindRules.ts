// The rules a field gets from its kind alone, so every config is type-checked the same way on both sides:
// text is a string of printable characters of bounded length, an id is an id, a number a whole number and a
// date a real date. They run on a non-empty value after its required rule and before the field's other rules.
import { choiceTexts } from './choiceTexts.ts';
import { isIsoDate } from './dates.ts';
import { idOf, idsOf, isIdList, isInteger, isWholeNumber, MAX_INTEGER } from './ids.ts';
import { maxLength, noEmoji } from './rules.ts';
import type { FieldConfig, Rule, Values } from './types.ts';

/** The longest text any field stores unless its own rules say less. */
export const MAX_TEXT = 255;
export const MAX_TEXT_MESSAGE = `Maximum ${MAX_TEXT} characters allowed`;
/** The years a date may fall in. */
export const DATE_YEARS = { first: 1900, last: 2100 } as const;

/** C0 controls (tab, CR and LF included), DEL, C1 controls, and the bidi embedding, override and isolate marks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

const isDateInYears = (value: unknown): boolean =>
  isIsoDate(value) &&
  Number(value.slice(0, 4)) >= DATE_YEARS.first &&
  Number(value.slice(0, 4)) <= DATE_YEARS.last;

/** The kinds whose values are typed text. */
export const TEXT_KINDS: readonly FieldConfig['kind'][] = ['text', 'email', 'password'];

/** True while the field holds several values: always (multiple), or while its multipleWhen holds. */
export const holdsSeveral = (field: FieldConfig, values: Values): boolean =>
  field.multipleWhen ? field.multipleWhen(values) : Boolean(field.multiple);

const textRules = ({ label, rules = [] }: FieldConfig): Rule[] => {
  const ownLimit = rules.some((rule) => rule.maxLength !== undefined && rule.maxLength <= MAX_TEXT);
  return [
    { message: `${label} must be text`, test: (v) => typeof v === 'string' },
    {
      message: `${label} cannot contain control or text-direction characters`,
      test: (v) => !UNPRINTABLE.test(String(v)),
    },
    noEmoji,
    ...(ownLimit ? [] : [maxLength(MAX_TEXT, MAX_TEXT_MESSAGE)]),
  ];
};

const selectRules = (field: FieldConfig): Rule[] => [
  {
    message: choiceTexts.oneOnly(field.label),
    test: (v, values) => holdsSeveral(field, values) || !isIdList(v),
  },
  {
    message: choiceTexts.notInList(field.label),
    test: (v, values) => (holdsSeveral(field, values) ? idsOf(v) !== undefined : idOf(v) !== undefined),
  },
];

const numberRules = ({ label }: FieldConfig): Rule[] => [
  { message: `${label} must be a number`, test: isInteger },
  { message: `${label} must be between 0 and ${MAX_INTEGER}`, test: isWholeNumber },
];

const dateRules = ({ label }: FieldConfig): Rule[] => [
  {
    message: `${label} must be a date between ${DATE_YEARS.first} and ${DATE_YEARS.last}`,
    test: isDateInYears,
  },
];

const rulesByKind: Record<FieldConfig['kind'], (field: FieldConfig) => Rule[]> = {
  text: textRules,
  email: textRules,
  password: textRules,
  select: selectRules,
  number: numberRules,
  date: dateRules,
  // An uploaded photo is checked by content where it is read (server/routes/photos).
  file: () => [],
};

/**
 * The kind's rules of a field, in the order they are checked.
 * @example kindRules({ name: 'state_id', label: 'State', kind: 'select' }) // one id 1 … 2^31 − 1: 'Choose a state from the list'
 */
export const kindRules = (field: FieldConfig): Rule[] => rulesByKind[field.kind](field);
