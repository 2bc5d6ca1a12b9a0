// Hindi for the signed-in shell (header, sidebar, user menu) and the app's own pages (home, 404, 403, setting).
import type { layoutTexts } from '../../layout/layoutTexts.ts';
import type { pageTexts } from '../../pages/pageTexts.ts';
import type { Translation } from '../textKeys.ts';

export const layout: Translation<typeof layoutTexts> = {
  appTitle: 'प्रबंधन सूचना प्रणाली',
  manageMaster: 'मास्टर प्रबंधन',
  dashboard: 'डैशबोर्ड',
  home: 'होम',
  setting: 'सेटिंग',
  logout: 'लॉग आउट',
  logoutTitle: 'क्या आप निश्चित हैं?',
  logoutText: 'आप लॉग आउट हो जाएँगे!',
  logoutYes: 'हाँ',
  logoutNo: 'नहीं',
  notifications: 'सूचनाएँ',
  notificationThings: 'सूचना',
  language: 'भाषा',
};

export const pages: Translation<typeof pageTexts> = {
  homeHeading: 'होम',
  homeCards: {
    'health-care': { title: 'स्वास्थ्य देखभाल', text: 'मानसिक स्वास्थ्य प्रशिक्षण' },
    'old-age-care': { title: 'वृद्धावस्था देखभाल', text: 'स्वास्थ्य देखभाल के लाभ' },
    livelihood: { title: 'आजीविका', text: 'लक्षित लाभार्थियों की पूरी जानकारी का पंजीकरण' },
  },
  notFoundHeading: 'लगता है आप रास्ता भटक गए हैं',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं वह उपलब्ध नहीं है!',
  accessDeniedHeading: 'पहुँच अस्वीकृत',
  accessDeniedText: 'आपको इस पेज तक पहुँचने की अनुमति नहीं है!',
  goHome: 'होम पर जाएँ',
  noArea: 'आपके खाते में अभी कोई क्षेत्र नहीं है: किसी प्रशासक से अपना राज्य और ज़िला सेट करने के लिए कहें।',
  noSchemeArea:
    'आपके खाते में अभी कोई क्षेत्र नहीं है: किसी प्रशासक से अपना कार्यक्रम या परियोजना और उसका राज्य सेट करने के लिए कहें।',
  settingHeading: 'सेटिंग',
  loadingProfile: 'प्रोफ़ाइल लोड हो रही है',
  profileHeading: 'प्रोफ़ाइल',
  profile: {
    name: 'नाम',
    email: 'ईमेल',
    role: 'भूमिका',
    mobile: 'मोबाइल',
    state: 'राज्य',
    district: 'ज़िला',
    block: 'ब्लॉक',
    cityVillage: 'शहर/गाँव',
    program: 'कार्यक्रम',
    project: 'परियोजना',
  },
};
