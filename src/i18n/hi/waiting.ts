// Hindi for the changes made offline (src/waitingChanges/waitingTexts.ts).
import type { waitingTexts } from '../../waitingChanges/waitingTexts.ts';
import type { Translation } from '../textKeys.ts';

export const waiting: Translation<typeof waitingTexts> = {
  savedOnDeviceTitle: 'इस डिवाइस पर सहेजा गया',
  savedOnDevice: 'इस डिवाइस पर सहेजा गया; ऑनलाइन होने पर यह भेज दिया जाएगा',
  badge: '%{smart_count} बदलाव प्रतीक्षा में |||| %{smart_count} बदलाव प्रतीक्षा में',
  notKept:
    'इस डिवाइस में प्रतीक्षारत बदलाव रखने की जगह नहीं बची: वे केवल इस पेज के खुले रहने तक रखे गए हैं। डिवाइस पर कुछ जगह खाली करें।',
  heading: 'प्रतीक्षारत बदलाव',
  none: 'कोई बदलाव प्रतीक्षा में नहीं है: इस डिवाइस पर किया गया सब कुछ भेज दिया गया है।',
  kinds: { create: 'जोड़ें', update: 'संपादन', delete: 'हटाएँ' },
  states: {
    sending: 'भेजा जा रहा है',
    waiting: 'नेटवर्क की प्रतीक्षा',
    signIn: 'साइन-इन की प्रतीक्षा',
    saved: 'सहेजा गया',
    conflict: 'इस बीच किसी और ने बदला',
    refused: 'अस्वीकृत',
  },
  savedAt: '%{time} पर किया गया',
  retry: 'फिर से भेजें',
  edit: 'संपादित करें',
  resolve: 'तुलना करें',
  discard: 'हटा दें',
  discardTitle: 'यह बदलाव हटा दें?',
  discardText: 'यह भेजा नहीं गया है, और खो जाएगा।',
  clearSaved: 'सहेजे गए हटाएँ',
  logoutTitle: 'बदलाव प्रतीक्षा में हैं',
  logoutText:
    'इस डिवाइस पर किया गया %{smart_count} बदलाव अभी भेजा नहीं गया है। |||| इस डिवाइस पर किए गए %{smart_count} बदलाव अभी भेजे नहीं गए हैं।',
  logoutKeep: 'ऑनलाइन होने पर भेजें',
  logoutDiscard: 'हटा दें',
};
