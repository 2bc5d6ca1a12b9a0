// Fields and their rules -> one zod schema, used by the client form and by the server's body validation.
import { z } from 'zod';
import { isoDatePart } from './dates.ts';
import { payloadKeyOf } from './payload.ts';
import { kindRules } from './kindRules.ts';
import { isEmpty } from './rules.ts';
import type { FieldConfig, FormMode, Refinement, ResourceSchema, Rule, Values } from './types.ts';

const toNumber = (value: unknown): unknown => {
  const text = typeof value === 'string' ? value.trim() : value;
  return typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

/** A multipart body brings '3' or '1,4' where JSON brings 3 or [1, 4]. */
const toNumbers = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : String(value).split(',')).map(toNumber);

/** What a checked value is stored as; an empty value becomes null. */
const normalize = (field: FieldConfig, value: unknown): unknown => {
  if (field.kind === 'file') return value ?? null;
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'number':
      return toNumber(value);
    case 'select':
      return field.multiple ? toNumbers(value) : toNumber(value);
    case 'date':
      return isoDatePart(value) ?? value;
    default:
      return typeof value === 'string' ? value.trim() : value;
  }
};

/**
 * A field's checks in order: its required-type rules, which say what counts as given; then its kind's rules,
 * so no other rule ever reads a value of the wrong type; then its other rules.
 */
const checksOf = (field: FieldConfig): Rule[] => {
  const own = field.rules ?? [];
  return [...own.filter((r) => r.checksEmpty), ...kindRules(field), ...own.filter((r) => !r.checksEmpty)];
};

/** The first broken check of a field in this mode, if any; only required-type rules look at an empty value. */
const firstBroken = (field: FieldConfig, checks: Rule[], values: Values, mode: FormMode) => {
  const value = values[payloadKeyOf(field)];
  return checks.find(
    (rule) =>
      (!rule.on || rule.on === mode) && (rule.checksEmpty || !isEmpty(value)) && !rule.test(value, values),
  );
};

/**
 * Every field reports its first broken rule, all at once; cross-field refinements report on their path
 * when that field has no error of its own. The output keeps the fields given, normalized; others are dropped.
 * @example buildSchema(fields, [notBefore('endDate', 'startDate', 'End date cannot be before start date')], 'create')
 */
export const buildSchema = (
  fields: FieldConfig[],
  refinements: Refinement[],
  mode: FormMode,
): ResourceSchema => {
  const checks = fields.map((field) => [field, checksOf(field)] as const);
  return z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      const failed = new Set<string>();
      for (const [field, fieldChecks] of checks) {
        const broken = firstBroken(field, fieldChecks, values, mode);
        if (!broken) continue;
        failed.add(payloadKeyOf(field));
        ctx.addIssue({ code: 'custom', path: [payloadKeyOf(field)], message: broken.message });
      }
      for (const refinement of refinements) {
        if (failed.has(refinement.path) || refinement.test(values)) continue;
        failed.add(refinement.path);
        ctx.addIssue({ code: 'custom', path: [refinement.path], message: refinement.message });
      }
    })
    .transform((values) =>
      Object.fromEntries(
        fields
          .filter((field) => values[payloadKeyOf(field)] !== undefined)
          .map((field) => [payloadKeyOf(field), normalize(field, values[payloadKeyOf(field)])]),
      ),
    );
};
