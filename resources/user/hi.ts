// Hindi for the users resource, keyed as resources.user in the English messages its config gives.
import type { ResourceHindi } from '../types.ts';
import { listColumnsHi, locationFieldsHi, locationMessagesHi } from '../location.hi.ts';

export const hi: ResourceHindi = {
  name: 'उपयोगकर्ता',
  things: 'उपयोगकर्ता',
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    mobile_number: 'मोबाइल नंबर',
    role_id: 'भूमिका',
    ...locationFieldsHi,
    city_village: 'शहर/गाँव',
    program_id: 'कार्यक्रम',
    project_id: 'परियोजना',
  },
  columns: {
    ...listColumnsHi,
    name: 'नाम',
    role_id: 'भूमिका',
    email: 'ईमेल',
    mobile_number: 'मोबाइल',
    ...locationFieldsHi,
  },
  texts: {
    listHeading: 'उपयोगकर्ता प्रबंधन',
    menuLabel: 'उपयोगकर्ता प्रबंधन',
    addButton: 'उपयोगकर्ता जोड़ें',
    createHeading: 'उपयोगकर्ता जोड़ें',
    editHeading: 'उपयोगकर्ता संपादित करें',
    added: 'उपयोगकर्ता सफलतापूर्वक जोड़ा गया।',
    updated: 'उपयोगकर्ता सफलतापूर्वक अपडेट किया गया।',
    deleted: 'उपयोगकर्ता सफलतापूर्वक हटाया गया।',
  },
  messages: {
    name: ['नाम आवश्यक है'],
    email: ['ईमेल आवश्यक है', 'ईमेल मान्य नहीं है'],
    password: ['पासवर्ड आवश्यक है', 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए'],
    mobile_number: ['मोबाइल नंबर आवश्यक है', 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें'],
    role_id: ['भूमिका आवश्यक है'],
    ...locationMessagesHi,
    city_village: ['शहर/गाँव आवश्यक है'],
    program_id: ['कार्यक्रम आवश्यक है'],
    project_id: ['परियोजना आवश्यक है'],
  },
  refinements: [],
  dashboard: 'उपयोगकर्ता',
};

/** The users' checks and refusals that are no field rule of the config (userMessages in index.ts). */
export const userMessagesHi = {
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
  programNotHeld: 'इस भूमिका का कोई कार्यक्रम नहीं होता।',
  projectNotHeld: 'इस भूमिका की कोई परियोजना नहीं होती।',
  ownPasswordReset: 'आप अपना खुद का पासवर्ड रीसेट नहीं कर सकते: इसे सेटिंग पेज पर बदलें।',
  passwordReset:
    'पासवर्ड रीसेट हो गया। उपयोगकर्ता को यह एक बार का पासवर्ड दें: अगली बार साइन इन करने पर इसे बदलना होगा।',
};
