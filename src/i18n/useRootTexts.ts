// The login area's texts in the chosen language, without react-admin: English at once, Hindi from a lazy chunk
// fetched only when Hindi is chosen (the login page's bundle stays small).
import { useEffect, useSyncExternalStore } from 'react';
import { loadHindiFonts } from './hindiFonts.ts';
import { getLocale, subscribeLocale } from './locale.ts';
import { rootTexts, type RootTexts } from './rootTexts.ts';

let hindi: RootTexts | null = null;
const loadListeners = new Set<() => void>();

const loadChosen = () => {
  if (getLocale() !== 'hi' || hindi !== null) return;
  void Promise.all([import('./hi/root.ts'), loadHindiFonts()]).then(([{ rootHi }]) => {
    hindi = rootHi;
    loadListeners.forEach((listener) => listener());
  });
};

const subscribe = (listener: () => void) => {
  loadListeners.add(listener);
  const stop = subscribeLocale(() => {
    loadChosen();
    listener();
  });
  return () => {
    loadListeners.delete(listener);
    stop();
  };
};

const snapshot = (): RootTexts => (getLocale() === 'hi' && hindi) || rootTexts;

/** @example const texts = useRootTexts(); <h1>{texts.login.title}</h1> */
export const useRootTexts = (): RootTexts => {
  useEffect(loadChosen, []);
  return useSyncExternalStore(subscribe, snapshot);
};
