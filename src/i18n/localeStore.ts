// react-admin's store with its 'locale' item kept by locale.ts (local storage, across logouts) and everything
// else where the given store keeps it (memory): useLocaleState and the user menu's language choice use it.
import type { Store } from 'react-admin';
import { getLocale, setLocale, subscribeLocale } from './locale.ts';

const LOCALE_ITEM = 'locale';

/** @example const store = withStoredLocale(memoryStore({ 'sidebar.open': false })); */
export const withStoredLocale = (store: Store): Store => ({
  ...store,
  getItem: <T = unknown>(key: string, defaultValue?: T): T | undefined =>
    key === LOCALE_ITEM ? (getLocale() as T) : store.getItem(key, defaultValue),
  setItem: <T = unknown>(key: string, value: T): void =>
    key === LOCALE_ITEM ? setLocale(value) : store.setItem(key, value),
  subscribe: (key: string, callback: (value: unknown) => void) =>
    key === LOCALE_ITEM ? subscribeLocale(() => callback(getLocale())) : store.subscribe(key, callback),
});
