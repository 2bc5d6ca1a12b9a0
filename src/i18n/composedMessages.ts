// Sentences that arrive in English composed from a template of the messages (a CSV row's reason, a restore
// refusal, made by the server or the screen): matched back to their key and values, so another language says the
// whole sentence in its own word order. A template's English stays the one source of the text.
import { leaves } from './knownMessages.ts';

export interface ComposedMessage {
  key: string;
  values: Record<string, string>;
}

/** Placeholders that hold field labels ('Gender', or 'State, District'): worded in the chosen language too. */
export const LABEL_PLACEHOLDERS: readonly string[] = ['label', 'labels'];

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template's pattern: its words as written, each placeholder any text. A template with few words of its own
 * (a heading's '%{name} %{id}') or with plural forms is left out: it would match texts it never made.
 */
const templateOf = (key: string, text: string): Template | undefined => {
  const parts = text.split(/%\{(\w+)\}/);
  const words = parts.filter((_, index) => index % 2 === 0).join('');
  if (parts.length === 1 || text.includes('||||') || words.replace(/\W/g, '').length < 8) return undefined;
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 ? '(.+?)' : escaped(part))).join('');
  return { key, names, pattern: new RegExp(`^${source}$`, 's') };
};

/**
 * A finder over the templates of the English messages, in their order.
 * @example composedMessages(english)('Gender "M" is not in the list') // { key: 'import.reasons.notInList', values: { label: 'Gender', text: 'M' } }
 */
export const composedMessages = (english: object): ((text: string) => ComposedMessage | undefined) => {
  const templates = leaves(english).flatMap(([key, text]) => templateOf(key, text) ?? []);
  return (text) => {
    for (const { key, names, pattern } of templates) {
      const match = pattern.exec(text);
      if (match)
        return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
    }
    return undefined;
  };
};
