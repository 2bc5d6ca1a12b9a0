// react-admin's translate with the English text as the default: a screen drawn without the app's i18nProvider
// (a component on its own, in a test) still shows English, never a key.
import { useCallback } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { englishMessages } from './englishMessages.ts';
import { textAt } from './textKeys.ts';

/** @example const text = useText(); text('resources.site.texts.listHeading') // 'Manage Site' or 'साइट प्रबंधन' */
export const useText = (): TranslateFunction => {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      translate(key, { _: textAt(englishMessages, key) ?? key, ...options }),
    [translate],
  );
};
