// Values for one field, from its config: a valid one (text its rules take, a real date, a master-data choice)
// or a nasty one (nastyValues.ts).
import fc from 'fast-check';
import {
  payloadKeyOf,
  validatePayload,
  type FieldConfig,
  type FormMode,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { nastyValues } from './nastyValues.ts';

/** A valid choice, made once the values it depends on are known (bodies.ts): the option at `index`. */
export class OptionPick {
  constructor(readonly index: number) {}
}

/** Texts of the shapes the configs' rules ask for: codes, 10-digit numbers, names, emails. */
const textShapes = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.constantFrom('Asha Devi', 'रवि कुमार', 'Kullu', 'क्‍ष'),
  fc.emailAddress(),
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map(isoDay);

/** True when the field's own checks take the value (other fields' messages are not looked at). */
const takes = (resource: ResourceConfig, field: FieldConfig, mode: FormMode) => (value: unknown) => {
  const result = validatePayload(resource, { [payloadKeyOf(field)]: value }, mode);
  return result.ok || result.errors[payloadKeyOf(field)] === undefined;
};

/** A value the field's own checks take; a choice is made later, among live options (bodies.ts). */
export const validValue = (
  resource: ResourceConfig,
  field: FieldConfig,
  mode: FormMode,
): fc.Arbitrary<unknown> => {
  switch (field.kind) {
    case 'select':
      return fc.nat().map((index) => new OptionPick(index));
    case 'number':
      return fc.nat(120);
    case 'date':
      return dates.filter(takes(resource, field, mode));
    case 'file':
      return fc.constant(undefined);
    default: {
      const text = textShapes.filter(takes(resource, field, mode));
      // An edit form starts with the placeholder (the user's password) and mostly sends it back.
      const placeholder = mode === 'edit' ? field.editPlaceholder : undefined;
      return placeholder === undefined
        ? text
        : fc.oneof({ weight: 3, arbitrary: fc.constant(placeholder) }, { weight: 1, arbitrary: text });
    }
  }
};

/** A field's value: valid four times in five. */
export const fieldValue = (resource: ResourceConfig, field: FieldConfig, mode: FormMode) =>
  fc.oneof(
    { weight: 4, arbitrary: validValue(resource, field, mode) },
    { weight: 1, arbitrary: nastyValues[field.kind] },
  );
