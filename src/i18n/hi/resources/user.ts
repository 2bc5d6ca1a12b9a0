// Hindi for the users resource, keyed as resources.user in the English messages its config gives.
import { listColumns, placeFields, placeMessages } from './place.ts';

export const user = {
  name: 'उपयोगकर्ता',
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    mobile_number: 'मोबाइल नंबर',
    role_id: 'भूमिका',
    ...placeFields,
    city_village: 'शहर/गाँव',
    program_id: 'कार्यक्रम',
    project_id: 'परियोजना',
  },
  columns: {
    ...listColumns,
    name: 'नाम',
    role_id: 'भूमिका',
    email: 'ईमेल',
    mobile_number: 'मोबाइल',
    ...placeFields,
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
    ...placeMessages,
    city_village: ['शहर/गाँव आवश्यक है'],
    program_id: ['कार्यक्रम आवश्यक है'],
    project_id: ['परियोजना आवश्यक है'],
  },
  refinements: [],
  dashboard: 'उपयोगकर्ता',
};
