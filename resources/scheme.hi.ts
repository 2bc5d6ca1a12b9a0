// Hindi for schemes, projects and programs, which share their shape (scheme.ts): a name, a code, a state and two
// dates. Each says only its words.
import { listColumnsHi, locationFieldsHi } from './location.hi.ts';

interface SchemeWords {
  /** The record's key prefix: project or program. */
  key: string;
  /** 'परियोजना' or 'कार्यक्रम'. */
  noun: string;
  texts: Record<string, string>;
}

export const schemeHi = ({ key, noun, texts }: SchemeWords) => ({
  fields: {
    [`${key}_name`]: 'नाम',
    start_date: 'आरंभ तिथि',
    end_date: 'समाप्ति तिथि',
    [`${key}_code`]: `${noun} कोड`,
    state_id: locationFieldsHi.state_id,
  },
  columns: {
    ...listColumnsHi,
    [`${key}_name`]: 'नाम',
    [`${key}_code`]: `${noun} कोड`,
    state_id: locationFieldsHi.state_id,
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
