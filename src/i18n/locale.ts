// The chosen language: kept in local storage across sessions (a logout keeps it), mirrored on <html lang>.
// Free of react-admin, so the login page reads it too; the admin's store reaches it through localeStore.ts.

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';
/** Its local storage key, beside the session's token and user. */
export const LOCALE_KEY = 'locale';

const isLocale = (value: unknown): value is Locale => LOCALES.some(({ locale }) => locale === value);

const readStored = (): Locale => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LOCALE_KEY) ?? 'null');
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

let current: Locale = readStored();
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;

/** Chooses a language: stored, set on <html lang>, and told to every subscriber. Unknown codes are ignored. */
export const setLocale = (locale: unknown): void => {
  if (!isLocale(locale)) return;
  current = locale;
  window.localStorage.setItem(LOCALE_KEY, JSON.stringify(locale));
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
};

/** @example useSyncExternalStore(subscribeLocale, getLocale) */
export const subscribeLocale = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
