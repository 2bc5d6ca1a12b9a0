// The texts shown outside react-admin (login page, dialogs, error page, password change), in English:
// gathered from their screens' own text files; the admin's English messages include them too.
import { loginMessages } from '../../authProvider/loginRules.ts';
import { EMOJI_MESSAGE } from '../../resources/emoji.ts';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '../../resources/password.ts';
import { appShellTexts } from '../appShell/appShellTexts.ts';
import { dialogTexts } from '../dialogs/dialogTexts.ts';
import { errorPageTexts } from '../pages/errorPageTexts.ts';
import { loginTexts } from '../pages/login/loginTexts.ts';
import { passwordTexts } from '../pages/setting/passwordTexts.ts';
import type { Translation } from './textKeys.ts';

export const rootTexts = {
  login: { ...loginTexts, ...loginMessages },
  dialog: dialogTexts,
  errorPage: errorPageTexts,
  appShell: appShellTexts,
  password: {
    ...passwordTexts,
    currentRequired: CURRENT_PASSWORD_REQUIRED,
    newRequired: NEW_PASSWORD_REQUIRED,
    tooShort: PASSWORD_TOO_SHORT,
    tooCommon: PASSWORD_TOO_COMMON,
    isEmail: PASSWORD_IS_EMAIL,
    differ: PASSWORDS_DIFFER,
    emoji: EMOJI_MESSAGE,
  },
} as const;

export type RootTexts = Translation<typeof rootTexts>;

/**
 * A message in the chosen language when it is one of a group's English texts; any other is shown as sent.
 * @example knownText(rootTexts.login, texts.login, 'Username is required') // 'उपयोगकर्ता नाम आवश्यक है'
 */
export const knownText = (english: object, translated: object, message: string): string => {
  const entry = Object.entries(english).find(([, text]) => text === message);
  const found: unknown = entry && (translated as Record<string, unknown>)[entry[0]];
  return typeof found === 'string' ? found : message;
};
