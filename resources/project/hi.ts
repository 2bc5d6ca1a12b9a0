// Hindi for the projects resource, keyed as resources.project in the English messages its config gives.
import { schemeHi } from '../scheme.hi.ts';
import type { ResourceHindi } from '../types.ts';

export const hi: ResourceHindi = {
  name: 'परियोजनाएँ',
  things: 'परियोजना',
  ...schemeHi({
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
