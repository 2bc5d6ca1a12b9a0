// The English messages: react-admin's own, the resources' from their configs, and the screens' text files;
// nothing here is a second copy of an English text.
import raEnglish from 'ra-language-english';
import { accessMessages, NOT_YOURS_MESSAGE } from '../../resources/access.ts';
import { commonTexts, resources, UNIQUE_MESSAGE, userMessages } from '../../resources/index.ts';
import { crudTexts } from '../crud/crudTexts.ts';
import { pickerTexts } from '../crud/fields/pickerTexts.ts';
import { photoTexts } from '../crud/photos/photoTexts.ts';
import { importMessages } from '../csvImport/importMessages.ts';
import { historyMessages } from '../history/historyMessages.ts';
import { layoutTexts } from '../layout/layoutTexts.ts';
import { dashboardMessages } from '../pages/dashboard/dashboardFigures.ts';
import { pageTexts } from '../pages/pageTexts.ts';
import { prototypeTexts } from '../pages/prototypeTexts.ts';
import { themeMessages } from '../pages/themes/themeMessages.ts';
import { resetPasswordTexts } from '../users/resetPasswordTexts.ts';
import { kindMessages, resourceMessages } from './resourceMessages.ts';
import { rootTexts } from './rootTexts.ts';
import { waitingTexts } from '../waitingChanges/waitingTexts.ts';

// react-admin's sort tooltip lowers the label's first letter ('Sort by mHU'); labels here are shown as written.
const ra = { ...raEnglish.ra, sort: { ...raEnglish.ra.sort, sort_by: 'Sort by %{field} %{order}' } };

export const englishMessages = {
  ...raEnglish,
  ra,
  ...rootTexts,
  resources: resourceMessages(resources),
  validation: { kinds: kindMessages(), users: userMessages, unique: UNIQUE_MESSAGE },
  common: commonTexts,
  crud: crudTexts,
  photo: photoTexts,
  picker: pickerTexts,
  layout: layoutTexts,
  pages: pageTexts,
  ...historyMessages,
  import: importMessages,
  dashboard: dashboardMessages,
  prototype: prototypeTexts,
  themes: themeMessages,
  resetPassword: resetPasswordTexts,
  waiting: waitingTexts,
  access: { ...accessMessages, notYours: NOT_YOURS_MESSAGE },
};

export type EnglishMessages = typeof englishMessages;
