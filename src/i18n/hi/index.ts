// The Hindi messages, keyed as the English ones (englishMessages.ts); loaded only when Hindi is chosen.
import { common, crud, photo, picker } from './crud.ts';
import { dashboardHi } from './dashboard.ts';
import { audit, history } from './history.ts';
import { importHi } from './import.ts';
import { prototypeHi } from './prototype.ts';
import { themesHi } from './themes/index.ts';
import { raHi } from './ra/index.ts';
import { kindsHi, resourcesHi, usersHi } from './resources/index.ts';
import { rootHi } from './root.ts';
import { layout, pages } from './shell.ts';

/** Rule messages are arrays (by rule index), which polyglot flattens to keys like messages.site_name.0. */
export const hindiMessages = {
  ra: raHi,
  ...rootHi,
  resources: resourcesHi,
  validation: { kinds: kindsHi, users: usersHi },
  common,
  crud,
  photo,
  picker,
  layout,
  pages,
  audit,
  history,
  import: importHi,
  dashboard: dashboardHi,
  prototype: prototypeHi,
  themes: themesHi,
};
