// Every field of the registry that holds a number, or a text its rules keep to digits, asks a phone for its number
// pad; a field that takes letters does not.
import { describe, expect, it } from 'vitest';
import { inputModeOf, resources, type FieldConfig } from '../../../resources/index.ts';

/** A text whose rules let ten digits through and stop ten letters (a mobile number), whatever the mode. */
const digitsOnly = (field: FieldConfig) => {
  const passes = (value: string) => (field.rules ?? []).every((rule) => rule.test(value, {}));
  return field.kind === 'text' && passes('9876543210') && !passes('abcdefghij');
};

const fields = resources.flatMap((resource) =>
  resource.fields.map((field) => [`${resource.name}.${field.name}`, field] as const),
);

describe("a field's keyboard", () => {
  it.each(fields.filter(([, field]) => field.kind === 'number' || digitsOnly(field)))(
    '%s asks for the number pad',
    (_name, field) => {
      expect(inputModeOf(field)).toBe('numeric');
    },
  );

  it('finds the mobile numbers among them', () => {
    const numeric = fields.filter(([, field]) => inputModeOf(field) === 'numeric').map(([name]) => name);
    expect(numeric).toEqual(expect.arrayContaining(['user.mobile_number', 'driver.mobile_no', 'driver.age']));
  });

  it.each(fields.filter(([, field]) => field.kind === 'text' && !digitsOnly(field)))(
    '%s takes letters, on the letter keyboard',
    (_name, field) => {
      expect(inputModeOf(field)).toBeUndefined();
    },
  );
});
