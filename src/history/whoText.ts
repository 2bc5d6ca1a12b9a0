// Who made a change, as the screens show it: "Name (email)", or that the author is unknown.
import type { HistoryUser } from '../../resources/index.ts';
import { auditTexts } from './auditTexts.ts';

/** @example whoText({ name: 'Asha Rao', email: 'asha@example.org' }) // 'Asha Rao (asha@example.org)' */
export const whoText = (user: HistoryUser | null, unknownUser: string = auditTexts.unknownUser): string =>
  user ? `${user.name || user.email} (${user.email})` : unknownUser;
