// Whole add and edit bodies for a resource, built from its config: every field valid or nasty, sometimes
// missing, sometimes with unknown keys, sometimes no object at all. Choices are made among live master data.
import crypto from 'node:crypto';
import fc from 'fast-check';
import {
  holdsSeveral,
  payloadKeyOf,
  uniqueFieldsOf,
  type FormMode,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { optionsUnder } from '../../../src/crud/fields/selectOptions.ts';
import { fieldValue, OptionPick, validValue } from './fieldValues.ts';

/** Makes each pending choice, in config order, among the options its parent's value leaves. */
function makeChoices(resource: ResourceConfig, masterData: MasterData, body: Values, mode: FormMode): Values {
  const values = { ...body };
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    const pick = values[key];
    if (!(pick instanceof OptionPick) || !field.source) continue;
    const parent = field.source.dependsOn ? values[field.source.dependsOn.field] : undefined;
    const options = optionsUnder(masterData, field.source, parent).map((option) => option.value);
    const at = (offset: number) => options[(pick.index + offset) % options.length];
    if (!options.length) values[key] = '';
    else if (!holdsSeveral(field, values)) values[key] = at(0);
    else {
      const several = [...new Set([at(0), at(1), at(2)].slice(0, 1 + (pick.index % 3)))];
      values[key] = mode === 'create' && pick.index % 2 ? several.join(',') : several;
    }
  }
  return values;
}

const notAnObject = fc.oneof(
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.string(),
  fc.integer(),
  fc.constant(null),
);

/** Add bodies whose every field is valid, its choices made among live master data. */
export function validBodies(resource: ResourceConfig, masterData: MasterData): fc.Arbitrary<Values> {
  const fields = Object.fromEntries(
    resource.fields.map((field) => [payloadKeyOf(field), validValue(resource, field, 'create')]),
  );
  return fc
    .record(fields)
    .map((values) =>
      makeChoices(resource, masterData, { id: '', ...values, ...uniqueValues(resource) }, 'create'),
    );
}

let uniqueCount = 0;
const run = crypto.randomBytes(3).toString('hex');
/**
 * A value no other body of the run holds for each unique field (a code): samples of short strings meet often,
 * and a valid body is one the server takes.
 */
const uniqueValues = (resource: ResourceConfig): Values =>
  Object.fromEntries(
    uniqueFieldsOf(resource).map((field) => [payloadKeyOf(field), `U${run}x${++uniqueCount}`]),
  );

/**
 * Bodies for the add (`create`) or edit endpoint: a fifth all valid, the rest with each field valid four
 * times in five, one in ten missing a field, one in five with unknown keys, one in twenty no object.
 */
export function bodies(
  resource: ResourceConfig,
  masterData: MasterData,
  mode: FormMode,
): fc.Arbitrary<unknown> {
  const record = (value: typeof fieldValue) =>
    fc.record(
      Object.fromEntries(resource.fields.map((field) => [payloadKeyOf(field), value(resource, field, mode)])),
    );
  const fields = fc.oneof(
    { weight: 1, arbitrary: record(validValue) },
    { weight: 4, arbitrary: record(fieldValue) },
  );
  const rarely = <T>(arbitrary: fc.Arbitrary<T>, weight: number) =>
    fc.oneof({ weight: weight - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
  const missing = rarely(fc.constantFrom(...resource.fields.map(payloadKeyOf)), 10);
  const unknown = rarely(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }), 5);
  const body = fc.tuple(fields, missing, unknown).map(([values, left, extra]) => {
    const chosen = makeChoices(resource, masterData, { id: '', ...extra, ...values }, mode);
    if (left !== null) delete chosen[left];
    return chosen;
  });
  return fc.oneof({ weight: 19, arbitrary: body }, { weight: 1, arbitrary: notAnObject });
}
