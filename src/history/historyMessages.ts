// The history's English texts for the messages: the screens' own words, the actions, a change's whole line
// ("Added by %{name}"), the fixed change lines the server sends and its restore refusals as templates.
import { actionLabels, historyTexts } from '../../resources/index.ts';
import { template } from '../i18n/textTemplates.ts';
import { auditTexts } from './auditTexts.ts';

const { add, edit, delete: deleted, restore } = actionLabels;
const { passwordSet, passwordChanged, passwordReset, photoAdded, photoReplaced, photoRemoved } = historyTexts;
const { notDeleted, erased, codeTaken, restoredTitle, restored } = historyTexts;

export const historyMessages = {
  audit: auditTexts,
  history: {
    actions: { add, edit, delete: deleted, restore },
    lines: {
      add: `${add} by %{name}`,
      edit: `${edit} by %{name}`,
      delete: `${deleted} by %{name}`,
      restore: `${restore} by %{name}`,
    },
    changes: { passwordSet, passwordChanged, passwordReset, photoAdded, photoReplaced, photoRemoved },
    restore: {
      notDeleted,
      erased,
      takenBy: template(historyTexts.takenBy, 'labels'),
      choiceGone: template(historyTexts.choiceGone, 'labels'),
      codeTaken,
      restoredTitle,
      restored,
    },
  },
};
