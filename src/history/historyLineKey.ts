// The key of a change's whole line ("Added by %{name}") for the action label the server names it by, so each
// language orders the words its own way.
import { actionLabels, type ActionLabel } from '../../resources/index.ts';

const lineKeys: Record<ActionLabel, string> = {
  [actionLabels.add]: 'history.lines.add',
  [actionLabels.edit]: 'history.lines.edit',
  [actionLabels.delete]: 'history.lines.delete',
  [actionLabels.restore]: 'history.lines.restore',
};

/** @example historyLineKey('Added') // 'history.lines.add' */
export const historyLineKey = (action: ActionLabel): string => lineKeys[action];
