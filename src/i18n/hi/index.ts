// The Hindi messages, keyed as the English ones (englishMessages.ts); loaded only when Hindi is chosen.
import { common, crud, photo, picker } from './crud.ts';
import { dashboardHi } from './dashboard.ts';
import { audit, history } from './history.ts';
import { importHi } from './import.ts';
import { prototypeHi } from './prototype.ts';
import { themesHi } from './themes/index.ts';
import { raHi } from './ra/index.ts';
import { resources } from '../../../resources/index.ts';
import { userMessagesHi } from '../../../resources/user/hi.ts';
import { kindsHi } from './validation.ts';
import { rootHi } from './root.ts';
import { layout, pages } from './shell.ts';
import { accessHi, resetPasswordHi } from './users.ts';
import { waiting } from './waiting.ts';

/** Each resource's Hindi, from its own folder (resources/<name>/hi.ts), keyed by its name. */
const resourcesHi = async () =>
  Object.fromEntries(
    await Promise.all(resources.map(async (config) => [config.name, (await config.hindi()).hi] as const)),
  );

/** Rule messages are arrays (by rule index), which polyglot flattens to keys like messages.site_name.0. */
export const loadHindiMessages = async () => ({
  ra: raHi,
  ...rootHi,
  resources: await resourcesHi(),
  validation: { kinds: kindsHi, users: userMessagesHi, unique: 'यह कोड पहले से उपयोग में है।' },
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
  resetPassword: resetPasswordHi,
  waiting,
  access: accessHi,
});
