// Which elements the input rules act on, and how a value is changed so React's controlled state follows.

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Input types that hold free text; dates, checkboxes, files and the like are left alone. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

export const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type));

export const isNumberInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'number';

/** The caret position, or null where the input type has none (email, number). */
export const caretOf = (field: TextField): number | null => {
  try {
    return field.selectionStart;
  } catch {
    return null;
  }
};

/**
 * Writes through the prototype's own value setter, not the instance's: React tracks the last value it saw on the
 * instance, so this way it still sees the change and hands the cleaned value to onChange (and the form state).
 * `removedBefore` characters were taken out before the caret, which moves back by as many.
 */
export const setFieldValue = (field: TextField, value: string, removedBefore = 0): void => {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const caret = caretOf(field);
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  if (caret === null) return;
  const position = Math.max(0, Math.min(value.length, caret - removedBefore));
  field.setSelectionRange(position, position);
};
