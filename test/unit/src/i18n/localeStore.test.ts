// The chosen language: kept in local storage by react-admin's store, set on <html lang>, kept by a logout.
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../../dataProvider/session.ts';
import { getLocale, LOCALE_KEY, setLocale } from '../../../../src/i18n/locale.ts';
import { withStoredLocale } from '../../../../src/i18n/localeStore.ts';

afterEach(() => {
  setLocale('en');
  localStorage.clear();
});

describe('the chosen language', () => {
  it('is kept in local storage when react-admin’s store sets it', () => {
    withStoredLocale(memoryStore()).setItem('locale', 'hi');
    expect(JSON.parse(localStorage.getItem(LOCALE_KEY) ?? 'null')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('is told to the store’s subscribers', () => {
    const store = withStoredLocale(memoryStore());
    const heard: unknown[] = [];
    store.subscribe('locale', (value) => heard.push(value));
    store.setItem('locale', 'hi');
    expect(heard).toEqual(['hi']);
    expect(store.getItem('locale')).toBe('hi');
  });

  it('leaves the store’s other items in the store, out of local storage', () => {
    const store = withStoredLocale(memoryStore());
    store.setup();
    store.setItem('sidebar.open', true);
    expect(store.getItem('sidebar.open')).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it('ignores a language the app does not offer', () => {
    setLocale('fr');
    expect(getLocale()).toBe('en');
  });

  it('outlives the session: a logout clears everything else', () => {
    setLocale('hi');
    const session = createSessionStore(localStorage, [LOCALE_KEY]);
    session.setToken('abc');
    session.clear();
    expect(session.getToken()).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(JSON.parse(localStorage.getItem(LOCALE_KEY) ?? 'null')).toBe('hi');
  });
});
