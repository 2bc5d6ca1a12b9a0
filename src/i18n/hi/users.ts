// Hindi for a user's password reset on the edit screen (src/users/resetPasswordTexts.ts).
import type { resetPasswordTexts } from '../../users/resetPasswordTexts.ts';
import type { Translation } from '../textKeys.ts';

export const resetPasswordHi: Translation<typeof resetPasswordTexts> = {
  button: 'पासवर्ड रीसेट करें',
  confirmTitle: 'पासवर्ड रीसेट करें?',
  confirmText:
    'उपयोगकर्ता को एक नया एक बार का पासवर्ड मिलेगा और वह हर जगह से साइन आउट हो जाएगा। उसका वर्तमान पासवर्ड काम करना बंद कर देगा।',
  confirm: 'रीसेट करें',
  cancel: 'रद्द करें',
  resetting: 'कृपया प्रतीक्षा करें...',
  doneTitle: 'एक बार का पासवर्ड',
  doneText:
    'यह पासवर्ड उपयोगकर्ता को दें। यह केवल एक बार दिखाया जाता है, और अगली बार साइन इन करने पर इसे बदलना होगा।',
  passwordLabel: 'एक बार का पासवर्ड',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया',
  close: 'बंद करें',
  failedTitle: 'त्रुटि',
  failed: 'पासवर्ड रीसेट नहीं हो सका।',
};
