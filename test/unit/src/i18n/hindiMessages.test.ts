// The Hindi messages cover every English text: same keys, no empty text, the same %{placeholders}.
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../../src/i18n/englishMessages.ts';
import { loadHindiMessages } from '../../../../src/i18n/hi/index.ts';

/** Every text of nested messages by its dotted key (arrays by index, as polyglot reads them). */
const flatten = (messages: object, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(messages).flatMap(([name, value]): [string, string][] =>
      typeof value === 'string'
        ? [[`${prefix}${name}`, value]]
        : [...flatten(value as object, `${prefix}${name}.`)],
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();

/** Lower-case words beside the placeholders: 'MHU' and '%{name}' are kept as they are. */
const hasWords = (text: string) => /[a-z]{3}/.test(text.replace(/%\{\w+\}/g, ''));

const english = flatten(englishMessages);
const hindi = flatten(await loadHindiMessages());

describe('the Hindi messages', () => {
  it('have an entry for every English text', () => {
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('have no entry the English messages lack', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty text (but where the English is blank too)', () => {
    const empty = [...hindi].filter(([key, text]) => text.trim() === '' && english.get(key)?.trim() !== '');
    expect(empty).toEqual([]);
  });

  it('use the same placeholders as the English text', () => {
    const differing = [...english]
      .filter(
        ([key, text]) =>
          hindi.has(key) && placeholders(text).join() !== placeholders(hindi.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('are written in Devanagari where the English has words', () => {
    const untranslated = [...hindi]
      .filter(([key, text]) => hasWords(english.get(key) ?? '') && !/[\u0900-\u097F]/.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
