// Hindi for every resource, keyed as the English messages derive them from the configs (resources.<name>).
import { program, project } from './dated.ts';
import { driver, healthWorker } from './fieldWorker.ts';
import { site } from './site.ts';
import { user } from './user.ts';

export const resourcesHi = { user, project, program, site, driver, healthWorker };

/** The users' checks and refusals that are no field rule of the config (resources/user.ts userMessages). */
export const usersHi = {
  emailExists: 'यह ईमेल पहले से मौजूद है',
  emailCheckFailed: 'ईमेल की जाँच में त्रुटि हुई। फिर से कोशिश करें।',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  ownAccountDelete: 'आप अपना खुद का खाता नहीं हटा सकते।',
  ownAccountDemote: 'आप अपने खाते से प्रशासक की भूमिका नहीं हटा सकते।',
  lastAdminDelete: 'अंतिम प्रशासक को हटाया नहीं जा सकता।',
  lastAdminDemote: 'अंतिम प्रशासक के पास प्रशासक की भूमिका रहनी चाहिए।',
  ownPasswordOnEdit: 'अपना पासवर्ड सेटिंग पेज पर, अपने वर्तमान पासवर्ड के साथ बदलें।',
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  passwordIsEmail: 'पासवर्ड ईमेल के समान नहीं होना चाहिए।',
};

/** The kinds' own rule messages, '%{label}' being the field's Hindi label. */
export const kindsHi = {
  text: [
    '%{label} टेक्स्ट होना चाहिए',
    '%{label} में नियंत्रण या टेक्स्ट-दिशा वाले अक्षर नहीं हो सकते',
    'इमोजी की अनुमति नहीं है',
    'अधिकतम 255 अक्षरों की अनुमति है',
  ],
  select: ['केवल एक %{label} चुनें', 'सूची में से %{label} चुनें'],
  number: ['%{label} एक संख्या होनी चाहिए', '%{label} 0 और 2147483647 के बीच होना चाहिए'],
  date: ['%{label} 1900 और 2100 के बीच की तिथि होनी चाहिए'],
};
