// Hindi for the sites resource, keyed as resources.site in the English messages its config gives.
import type { ResourceHindi } from '../types.ts';
import { listColumnsHi, locationFieldsHi, locationMessagesHi } from '../location.hi.ts';

export const hi: ResourceHindi = {
  name: 'साइटें',
  things: 'साइट',
  fields: {
    site_name: 'साइट का नाम',
    mhu: 'MHU',
    site_code: 'साइट कोड',
    days: 'दिन',
    day_name: 'दिन',
    ...locationFieldsHi,
  },
  columns: {
    ...listColumnsHi,
    site_name: 'साइट का नाम',
    site_code: 'साइट कोड',
    mhu: 'MHU',
    day_name: 'दिन',
    ...locationFieldsHi,
  },
  texts: {
    listHeading: 'साइट प्रबंधन',
    menuLabel: 'साइट प्रबंधन',
    addButton: 'साइट जोड़ें',
    createHeading: 'साइट जोड़ें',
    editHeading: 'साइट संपादित करें',
    added: 'साइट सफलतापूर्वक जोड़ी गई।',
    updated: 'साइट सफलतापूर्वक अपडेट की गई।',
    deleted: 'साइट सफलतापूर्वक हटाई गई।',
  },
  messages: {
    site_name: ['साइट का नाम आवश्यक है'],
    mhu: ['MHU आवश्यक है'],
    site_code: ['साइट कोड आवश्यक है'],
    days: ['दिन आवश्यक है'],
    day_name: ['दिन आवश्यक है'],
    ...locationMessagesHi,
  },
  refinements: [],
  dashboard: 'साइटें',
};
