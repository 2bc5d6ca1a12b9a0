// The keyboard a phone shows for a field: a number pad for a number, and for a text its rules keep to digits (a
// mobile number), by its config's `inputMode`.
import type { FieldConfig } from './types.ts';

/**
 * The field's `inputmode`: its config's, else numeric for a number kind; none (the letter keyboard) otherwise.
 * @example inputModeOf(ageField) // 'numeric'
 */
export const inputModeOf = (field: FieldConfig): FieldConfig['inputMode'] =>
  field.inputMode ?? (field.kind === 'number' ? 'numeric' : undefined);
