// Mapping between read keys (rows, columns: start_date) and payload keys (add/edit bodies: startDate).
import { todayIso } from './dates.ts';
import { isEmpty } from './rules.ts';
import type { FieldConfig, Values } from './types.ts';

interface HasFields {
  fields: FieldConfig[];
}

export const payloadKeyOf = (field: FieldConfig): string => field.payloadKey ?? field.name;

/**
 * A record or form values as a body, keyed by payload keys. Accepts either key for each field, so a
 * row read from the list and a form's values both map.
 * @example toPayload(project, { project_name: 'A', start_date: '2025-03-04' }) // { project_name: 'A', startDate: '2025-03-04', ... }
 */
export const toPayload = (resource: HasFields, record: Values): Values => {
  const payload: Values = {};
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    const value = key in record ? record[key] : record[field.name];
    if (value !== undefined) payload[key] = value;
  }
  return payload;
};

/** A body as a record keyed by read keys (the table's columns); fields absent from the body stay absent. */
export const fromPayload = (resource: HasFields, body: Values): Values => {
  const record: Values = {};
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    if (key in body) record[field.name] = body[key];
  }
  return record;
};

/** The add body: `id` empty as the contract has it, and empty dates sent as today where the config says so. */
export const toCreatePayload = (resource: HasFields, values: Values, today: string = todayIso()): Values => {
  const payload: Values = { id: '', ...toPayload(resource, values) };
  for (const field of resource.fields) {
    if (field.todayWhenEmptyOnCreate && isEmpty(payload[payloadKeyOf(field)]))
      payload[payloadKeyOf(field)] = today;
  }
  return payload;
};

/** Values a new form starts with: every field's default, keyed by payload keys. */
export const initialValues = (resource: HasFields): Values =>
  Object.fromEntries(
    resource.fields.filter((f) => f.defaultValue !== undefined).map((f) => [payloadKeyOf(f), f.defaultValue]),
  );
