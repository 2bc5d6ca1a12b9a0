// The history's English texts for the messages: the screens' own words, the actions, a change's whole line
// ("Added by %{name}") and the fixed change lines the server sends (its composed restore refusals are shown as sent).
import { actionLabels, historyTexts } from '../../resources/index.ts';
import { auditTexts } from './auditTexts.ts';

const { add, edit, delete: deleted, restore } = actionLabels;
const { passwordSet, passwordChanged, passwordReset, photoAdded, photoReplaced, photoRemoved } = historyTexts;
const { notDeleted, erased, restoredTitle, restored } = historyTexts;

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
    restore: { notDeleted, erased, restoredTitle, restored },
  },
};
