// The app bar's text: the provider's name (configuration, may be empty) before 'Management Information System'.
import { layoutTexts } from './layoutTexts.ts';

export const headerTitle = (providerName: string | undefined, title: string = layoutTexts.appTitle): string =>
  [providerName?.trim(), title].filter(Boolean).join(' ');
