// Hindi for the programs resource, keyed as resources.program in the English messages its config gives.
import { schemeHi } from '../scheme.hi.ts';
import type { ResourceHindi } from '../types.ts';

export const hi: ResourceHindi = {
  name: 'कार्यक्रम',
  things: 'कार्यक्रम',
  ...schemeHi({
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
