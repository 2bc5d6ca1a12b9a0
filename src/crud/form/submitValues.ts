// The checked form values as the body to send: every field present, several districts comma-joined on add.
import { payloadKeyOf, type FieldConfig, type FormMode, type Values } from '../../../resources/index.ts';

/**
 * Every field goes in the body (SPEC 7 lists them all): one the form left out takes the value the form
 * started with (a disabled input, such as the user's email on edit), else null. On add, a field that may hold
 * several values and holds an array is sent comma-joined ('12,13'), as SPEC 4 says of role 2's districts.
 * @example submitValues(user.fields, { role_id: 2, district_id: [12, 13] }, 'create', {}) // {..., district_id: '12,13'}
 */
export const submitValues = (
  fields: FieldConfig[],
  values: Values,
  mode: FormMode,
  startValues: Values,
): Values => {
  const body: Values = { ...values };
  for (const field of fields) {
    const key = payloadKeyOf(field);
    if (body[key] === undefined) body[key] = startValues[key] ?? null;
    const value = body[key];
    if (mode === 'create' && field.multipleWhen && Array.isArray(value)) body[key] = value.join(',');
  }
  return body;
};
