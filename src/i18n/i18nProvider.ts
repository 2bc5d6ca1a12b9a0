// react-admin's i18nProvider: English at once, Hindi loaded when chosen. A text missing in Hindi shows in
// English, never as its key; a known English message (a rule's, a server's, or one composed from a template of
// the messages) shows in the chosen language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { resources } from '../../resources/index.ts';
import { composedMessages, LABEL_PLACEHOLDERS } from './composedMessages.ts';
import { englishMessages } from './englishMessages.ts';
import { loadHindiFonts } from './hindiFonts.ts';
import { knownMessages } from './knownMessages.ts';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';

const english = englishMessages as unknown as TranslationMessages;

/** English alone: a key it lacks too (an unknown server message used as a key) comes back as given. */
const inEnglish = polyglotI18nProvider(() => english, DEFAULT_LOCALE, [...LOCALES], { allowMissing: true });

/** The Hindi messages, loaded when first chosen (their own chunk). */
const loadHindi = (): Promise<object> => import('./hi/index.ts').then((hi) => hi.loadHindiMessages());

const messagesOf =
  (hindi: () => Promise<object>) =>
  (locale: string): TranslationMessages | Promise<TranslationMessages> =>
    locale === 'hi'
      ? Promise.all([hindi(), loadHindiFonts()]).then(
          ([hindiMessages]) => hindiMessages as unknown as TranslationMessages,
        )
      : english;

/** Every dotted key of nested messages (arrays by index, as polyglot reads them). */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );

/**
 * A key the English messages have loses its `_` default: react-admin passes one (a column's label is its key), and
 * polyglot prefers it to onMissingKey, so a text Hindi lacks would show as its key rather than in English.
 */
const withoutDefaultFor =
  (englishKeys: ReadonlySet<string>) => (key: string, options: Record<string, unknown>) => {
    if (!('_' in options) || !englishKeys.has(key)) return options;
    const { _: _default, ...rest } = options;
    return rest;
  };

/**
 * `hindi` loads the Hindi messages (a test gives its own).
 * @example <Admin i18nProvider={createI18nProvider()} store={withStoredLocale(memoryStore())} />
 */
export const createI18nProvider = (hindi: () => Promise<object> = loadHindi): I18nProvider => {
  const provider = polyglotI18nProvider(messagesOf(hindi), DEFAULT_LOCALE, [...LOCALES], {
    allowMissing: true,
    onMissingKey: (key: string, options: Record<string, unknown>) => inEnglish.translate(key, options),
  });
  const known = knownMessages(resources, englishMessages);
  const composed = composedMessages(englishMessages);
  const englishKeys = new Set(keysOf(englishMessages));
  const optionsFor = withoutDefaultFor(englishKeys);
  const translate: I18nProvider['translate'] = (key, options = {}) => {
    if (provider.getLocale() === DEFAULT_LOCALE) return provider.translate(key, optionsFor(key, options));
    const message = known.get(key);
    if (message) {
      const label = message.labelKey && provider.translate(message.labelKey);
      return provider.translate(message.key, { ...options, label });
    }
    const sentence = englishKeys.has(key) ? undefined : composed(key);
    if (!sentence) return provider.translate(key, optionsFor(key, options));
    // A field's label in the sentence is worded too (each of several); any other value is data, kept as sent.
    const values = Object.entries(sentence.values).map(([name, value]) => [
      name,
      LABEL_PLACEHOLDERS.includes(name)
        ? value
            .split(', ')
            .map((label) => translate(label))
            .join(', ')
        : value,
    ]);
    return provider.translate(sentence.key, { ...options, ...Object.fromEntries(values) });
  };
  return { ...provider, translate };
};
