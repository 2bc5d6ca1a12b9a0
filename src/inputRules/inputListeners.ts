// The document-level listeners behind the global input rules (SPEC 5): they block or clean, and never show a message.
import { containsEmoji } from '../../resources/emoji.ts';
import { caretOf, isNumberInput, isTextField, setFieldValue } from './editableFields.ts';
import { cleanTypedText } from './textCleaning.ts';

/** Keys a number input refuses: exponent and sign. */
const BLOCKED_NUMBER_KEYS = new Set(['e', 'E', '+', '-']);

const isWhitespace = (text: string) => text !== '' && text.trim() === '';

export const onKeyDown = (event: KeyboardEvent): void => {
  const { target, key } = event;
  if (isNumberInput(target) && BLOCKED_NUMBER_KEYS.has(key)) event.preventDefault();
  else if (key === ' ' && isTextField(target) && target.value === '') event.preventDefault();
};

/** Typed, dropped or pasted text is refused before it lands when it holds emoji, or is a space in an empty field. */
export const onBeforeInput = (event: InputEvent): void => {
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
  if (containsEmoji(text)) event.preventDefault();
  else if (isWhitespace(text) && isTextField(event.target) && event.target.value === '')
    event.preventDefault();
};

export const onPaste = (event: ClipboardEvent): void => {
  if (containsEmoji(event.clipboardData?.getData('text/plain') ?? '')) event.preventDefault();
};

/**
 * The last line, for whatever got past the others (an on-screen keyboard, autofill, a drop): runs in the capture
 * phase at the document, before React's own listener on its root, so React reads the cleaned value.
 */
export const onInput = (event: Event): void => {
  const field = event.target;
  if (!isTextField(field) || isNumberInput(field)) return;
  const cleaned = cleanTypedText(field.value, caretOf(field) ?? field.value.length);
  if (cleaned.value !== field.value) setFieldValue(field, cleaned.value, cleaned.removedBeforeCaret);
};
