// react-admin's i18nProvider: English at once, Hindi loaded when chosen. A text missing in Hindi shows in
// English, never as its key; a known English message (a rule's, a server's) shows in the chosen language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { resources } from '../../resources/index.ts';
import { englishMessages } from './englishMessages.ts';
import { loadHindiFonts } from './hindiFonts.ts';
import { knownMessages } from './knownMessages.ts';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';

const english = englishMessages as unknown as TranslationMessages;

/** English alone: a key it lacks too (an unknown server message used as a key) comes back as given. */
const inEnglish = polyglotI18nProvider(() => english, DEFAULT_LOCALE, [...LOCALES], { allowMissing: true });

const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'hi'
    ? Promise.all([import('./hi/index.ts'), loadHindiFonts()]).then(
        ([{ hindiMessages }]) => hindiMessages as unknown as TranslationMessages,
      )
    : english;

/** @example <Admin i18nProvider={createI18nProvider()} store={withStoredLocale(memoryStore())} /> */
export const createI18nProvider = (): I18nProvider => {
  const provider = polyglotI18nProvider(messagesOf, DEFAULT_LOCALE, [...LOCALES], {
    allowMissing: true,
    onMissingKey: (key: string, options: Record<string, unknown>) => inEnglish.translate(key, options),
  });
  const known = knownMessages(resources, englishMessages);
  return {
    ...provider,
    translate: (key, options = {}) => {
      const message = provider.getLocale() === DEFAULT_LOCALE ? undefined : known.get(key);
      if (!message) return provider.translate(key, options);
      const label = message.labelKey && provider.translate(message.labelKey);
      return provider.translate(message.key, { ...options, label });
    },
  };
};
