// Installs the global input rules once, for the whole document: key and text rules, and autocomplete off.
import { turnAutocompleteOff } from './autocompleteOff.ts';
import { onBeforeInput, onInput, onKeyDown, onPaste } from './inputListeners.ts';

const capture = { capture: true } as const;

/**
 * Call once at start, before React renders; returns the uninstall (tests use it).
 * @example installInputRules(document);
 */
export const installInputRules = (root: Document): (() => void) => {
  root.addEventListener('keydown', onKeyDown, capture);
  root.addEventListener('beforeinput', onBeforeInput, capture);
  root.addEventListener('paste', onPaste, capture);
  root.addEventListener('input', onInput, capture);
  const stopAutocompleteOff = turnAutocompleteOff(root);
  return () => {
    root.removeEventListener('keydown', onKeyDown, capture);
    root.removeEventListener('beforeinput', onBeforeInput, capture);
    root.removeEventListener('paste', onPaste, capture);
    root.removeEventListener('input', onInput, capture);
    stopAutocompleteOff();
  };
};
