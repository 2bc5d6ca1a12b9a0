// The browser tab's title: 'Health Program' in the chosen language, after the name of the record a screen opens.
import { useEffect, useSyncExternalStore } from 'react';
import { useRootTexts } from './i18n/useRootTexts.ts';

let recordName: string | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const setRecordName = (name: string | undefined) => {
  recordName = name;
  listeners.forEach((listener) => listener());
};

/** Keeps the tab's title; the root calls it once. */
export const useTabTitle = () => {
  const title = useRootTexts().login.title;
  const name = useSyncExternalStore(subscribe, () => recordName);
  useEffect(() => {
    document.title = name ? `${name} – ${title}` : title;
  }, [name, title]);
};

/**
 * Names the record in the tab's title while the calling screen is shown.
 * @example useRecordInTabTitle('Anni Ward') // 'Anni Ward – Health Program'
 */
export const useRecordInTabTitle = (name: string | undefined) => {
  useEffect(() => {
    setRecordName(name);
    return () => setRecordName(undefined);
  }, [name]);
};
