// The date pickers' language: date-fns's Hindi month and day names when Hindi is chosen (dates stay dd/MM/yyyy),
// and their buttons' words from the messages.
import { hi } from 'date-fns/locale/hi';
import type { Locale as DateLocale } from 'date-fns';
import { useLocaleState } from 'react-admin';
import { pickerTexts } from '../crud/fields/pickerTexts.ts';
import { keysOf } from './textKeys.ts';
import { useText } from './useText.ts';

const pickerKeys = keysOf('picker', pickerTexts);
const dateLocales: Record<string, DateLocale | undefined> = { hi };

/** @example const { adapterLocale, localeText } = usePickerLocale(); <LocalizationProvider {...} adapterLocale={adapterLocale} /> */
export const usePickerLocale = () => {
  const [locale] = useLocaleState();
  const translate = useText();
  const localeText = Object.fromEntries(
    Object.entries(pickerKeys).map(([name, key]) => [name, translate(key)]),
  ) as Record<keyof typeof pickerTexts, string>;
  return { adapterLocale: dateLocales[locale], localeText };
};
