// Hindi for drivers and health workers, who share their fields but for the name (resources/fieldWorker.ts).
import { listColumnsHi, locationFieldsHi, locationMessagesHi } from './location.hi.ts';

interface WorkerWords {
  nameKey: string;
  /** 'ड्राइवर' or 'स्वास्थ्य कार्यकर्ता'. */
  noun: string;
  plural: string;
}

export const fieldWorkerHi = ({ nameKey, noun, plural }: WorkerWords) => ({
  name: plural,
  things: noun,
  fields: {
    [nameKey]: `${noun} का नाम`,
    mhu: 'MHU',
    mobile_no: 'मोबाइल नंबर',
    spouse_parent_name: 'पति/पत्नी/माता-पिता का नाम',
    dob: 'जन्म तिथि',
    age: 'आयु',
    city_village: 'शहर/गाँव',
    site: 'साइट',
    gender: 'लिंग',
    relationship: 'संबंध',
    id_card: 'पहचान पत्र',
    card_holder_id: 'कार्ड धारक',
    ...locationFieldsHi,
    image: 'फ़ोटो',
  },
  columns: {
    ...listColumnsHi,
    [nameKey]: 'नाम',
    mhu: 'MHU',
    mobile_no: 'मोबाइल नंबर',
    site: 'साइट',
    ...locationFieldsHi,
  },
  texts: {
    listHeading: `${noun} प्रबंधन`,
    menuLabel: `${noun} प्रबंधन`,
    addButton: `${noun} जोड़ें`,
    createHeading: `${noun} जोड़ें`,
    editHeading: `${noun} संपादित करें`,
    added: `${noun} सफलतापूर्वक जोड़ा गया।`,
    updated: `${noun} सफलतापूर्वक अपडेट किया गया।`,
    deleted: `${noun} सफलतापूर्वक हटाया गया।`,
  },
  messages: {
    [nameKey]: [`${noun} का नाम आवश्यक है`],
    mhu: ['MHU आवश्यक है'],
    mobile_no: ['मोबाइल नंबर आवश्यक है', 'मोबाइल नंबर एक संख्या होनी चाहिए'],
    spouse_parent_name: ['पति/पत्नी/माता-पिता का नाम आवश्यक है'],
    dob: ['जन्म तिथि आवश्यक है', 'जन्म तिथि भविष्य की नहीं हो सकती'],
    city_village: ['शहर/गाँव आवश्यक है'],
    site: ['साइट आवश्यक है'],
    gender: ['लिंग आवश्यक है'],
    relationship: ['संबंध आवश्यक है'],
    id_card: ['पहचान पत्र आवश्यक है'],
    card_holder_id: ['कार्ड धारक आवश्यक है'],
    ...locationMessagesHi,
  },
  refinements: [],
  dashboard: plural,
});
