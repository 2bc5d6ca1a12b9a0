// A read record as form values: keyed by payload keys (startDate), dates cut to yyyy-mm-dd for the pickers,
// numbers read for a text field as text, and the edit placeholders (the user's password and a missing name).
import {
  isEmpty,
  isoDatePart,
  payloadKeyOf,
  TEXT_KINDS,
  toPayload,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';

/**
 * @example formValuesOf(project, { project_name: 'A', start_date: '2025-03-04T00:00:00' }) // { project_name: 'A', startDate: '2025-03-04' }
 */
export const formValuesOf = (config: ResourceConfig, record: Values): Values => {
  const values = toPayload(config, record);
  for (const field of config.fields) {
    const key = payloadKeyOf(field);
    if (field.kind === 'date' && key in values) values[key] = isoDatePart(values[key]) ?? '';
    // A server may read a mobile number back as a number; the form's text rules take text only.
    if (TEXT_KINDS.includes(field.kind) && typeof values[key] === 'number') values[key] = String(values[key]);
    if (field.editPlaceholder !== undefined && isEmpty(values[key])) values[key] = field.editPlaceholder;
  }
  return values;
};
