// Hindi for projects and programs, which share their shape: a name, a code, a state and two dates.
import { listColumns, placeFields } from './place.ts';

interface DatedWords {
  /** The record's key prefix: project or program. */
  key: string;
  /** 'परियोजना' or 'कार्यक्रम'. */
  noun: string;
  texts: Record<string, string>;
}

export const datedResource = ({ key, noun, texts }: DatedWords) => ({
  fields: {
    [`${key}_name`]: 'नाम',
    start_date: 'आरंभ तिथि',
    end_date: 'समाप्ति तिथि',
    [`${key}_code`]: `${noun} कोड`,
    state_id: placeFields.state_id,
  },
  columns: {
    ...listColumns,
    [`${key}_name`]: 'नाम',
    [`${key}_code`]: `${noun} कोड`,
    state_id: placeFields.state_id,
    start_date: 'आरंभ तिथि',
    end_date: 'समाप्ति तिथि',
  },
  texts,
  messages: {
    [`${key}_name`]: [`${noun} का नाम आवश्यक है`, 'अधिकतम 100 अक्षरों की अनुमति है'],
    start_date: ['आरंभ तिथि आवश्यक है'],
    end_date: ['समाप्ति तिथि आवश्यक है'],
    [`${key}_code`]: [
      `${noun} कोड आवश्यक है`,
      'अधिकतम 50 अक्षरों की अनुमति है',
      `${noun} कोड में केवल अक्षर, अंक, - या _ हो सकते हैं`,
    ],
    state_id: ['राज्य आवश्यक है'],
  },
  refinements: ['समाप्ति तिथि आरंभ तिथि से पहले नहीं हो सकती'],
});

export const project = {
  name: 'परियोजनाएँ',
  ...datedResource({
    key: 'project',
    noun: 'परियोजना',
    texts: {
      listHeading: 'परियोजना प्रबंधन',
      menuLabel: 'परियोजना प्रबंधन',
      addButton: 'परियोजना जोड़ें',
      createHeading: 'परियोजना जोड़ें',
      editHeading: 'परियोजना संपादित करें',
      added: 'परियोजना सफलतापूर्वक जोड़ी गई।',
      updated: 'परियोजना सफलतापूर्वक अपडेट की गई।',
      deleted: 'परियोजना सफलतापूर्वक हटाई गई।',
    },
  }),
  dashboard: 'परियोजनाएँ',
};

export const program = {
  name: 'कार्यक्रम',
  ...datedResource({
    key: 'program',
    noun: 'कार्यक्रम',
    texts: {
      listHeading: 'कार्यक्रम प्रबंधन',
      menuLabel: 'कार्यक्रम प्रबंधन',
      addButton: 'कार्यक्रम जोड़ें',
      createHeading: 'कार्यक्रम जोड़ें',
      editHeading: 'कार्यक्रम संपादित करें',
      added: 'कार्यक्रम सफलतापूर्वक जोड़ा गया।',
      updated: 'कार्यक्रम सफलतापूर्वक अपडेट किया गया।',
      deleted: 'कार्यक्रम सफलतापूर्वक हटाया गया।',
    },
  }),
  dashboard: 'कार्यक्रम',
};
