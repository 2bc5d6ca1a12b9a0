// Cascade clearing as pure functions: what a person's change to one field empties in the rest of the form.
import { payloadKeyOf, type FieldConfig, type FormMode, type Values } from '../../../resources/index.ts';

/**
 * The fields (payload keys) to empty when `changed` changes: the field's own `clears` for this mode, then,
 * transitively, every select whose source `dependsOn` a field changed or emptied (state > district > block).
 * @example clearedOnChange(user.fields, 'role_id', 'edit') // ['district_id', 'block_id']
 */
export const clearedOnChange = (fields: FieldConfig[], changed: string, mode: FormMode): string[] => {
  const own = fields.find((field) => payloadKeyOf(field) === changed)?.clears?.[mode] ?? [];
  const cleared: string[] = [];
  const queue = [changed];
  const clear = (key: string) => {
    if (key === changed || cleared.includes(key)) return;
    cleared.push(key);
    queue.push(key);
  };
  own.forEach(clear);
  while (queue.length) {
    const parent = queue.shift();
    for (const field of fields) if (field.source?.dependsOn?.field === parent) clear(payloadKeyOf(field));
  }
  return cleared;
};

/** What an emptied field holds: no choices for a select holding several values, else null. */
export const emptyValueOf = (field: FieldConfig | undefined, values: Values): unknown[] | null =>
  field && (field.multipleWhen?.(values) ?? field.multiple) ? [] : null;

/**
 * The emptied values to set after `changed` changed, given the form's values after the change (a role 2
 * user's districts empty to [], anyone else's to null).
 * @example clearedValues(user.fields, 'state_id', 'create', values) // { district_id: null, block_id: null }
 */
export const clearedValues = (
  fields: FieldConfig[],
  changed: string,
  mode: FormMode,
  values: Values,
): Values =>
  Object.fromEntries(
    clearedOnChange(fields, changed, mode).map((key) => [
      key,
      emptyValueOf(
        fields.find((field) => payloadKeyOf(field) === key),
        values,
      ),
    ]),
  );
