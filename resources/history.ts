// What the record history, the activity page and the restore bin exchange: shapes, limits and exact texts.
import { format } from 'date-fns';
import type { ResourceConfig } from './types.ts';
import { UNIQUE_MESSAGE } from './unique.ts';

/** The words an audit action is shown with: a password changed on Setting or reset is an edit. */
export const actionLabels = {
  add: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  change_password: 'Edited',
  reset_password: 'Edited',
} as const;

export type ActionLabel = (typeof actionLabels)[keyof typeof actionLabels];

/** A change whose values are never shown (a password, a photo) is a line with its label only. */
export const historyTexts = {
  passwordSet: 'Password set',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
  photoAdded: 'Photo added',
  photoReplaced: 'Photo replaced',
  photoRemoved: 'Photo removed',
  notDeleted: 'This record is not deleted.',
  erased: 'This record cannot be restored: its personal data has been erased.',
  // Each refusal whole, so another language words it in its own order; `labels` are the fields' labels.
  takenBy: (labels: string) => `This record cannot be restored: another record already has this ${labels}.`,
  choiceGone: (labels: string) =>
    `This record cannot be restored: the ${labels} it names is no longer in the list.`,
  codeTaken: `This record cannot be restored: ${UNIQUE_MESSAGE}`,
  restoredTitle: 'Restored!',
  restored: 'Record restored successfully.',
} as const;

/** One changed field: its form label and the values as a list shows them ('--' when empty). */
export interface ChangeLine {
  label: string;
  from?: string;
  to?: string;
}

export interface HistoryUser {
  name: string;
  email: string;
}

/** One audited change of a record, as GET /api/history/{resource}/{id} answers it (newest first). */
export interface HistoryEntry {
  at: string;
  action: ActionLabel;
  user: HistoryUser | null;
  changes: ChangeLine[];
}

/** One change across resources, as GET /api/activity answers it. */
export interface ActivityRow extends HistoryEntry {
  id: number;
  resource: string;
  record_id: number;
  /** The record's first text column (its name or code); null when the config lists none. */
  record_name: string | null;
}

/** One deleted record, as GET /api/bin answers it. */
export interface BinRow {
  resource: string;
  record_id: number;
  record_name: string | null;
  deleted_at: string;
  deleted_by: HistoryUser | null;
  /** Retention has emptied its personal data: it cannot come back. */
  erased: boolean;
}

/** The most rows one activity or bin page may ask for. */
export const MAX_HISTORY_PAGE_ROWS = 1000;

/**
 * The column a record is named by in the activity and the bin: the list's first text column.
 * @example recordNameColumn(site) // 'site_name'
 */
export const recordNameColumn = (resource: Pick<ResourceConfig, 'columns'>): string | undefined =>
  resource.columns.find((column) => column.display.kind === 'text')?.source;

/**
 * What a record is named by on its screens, the activity and the bin (its card's title on a phone too): the text
 * of its name column, none when empty.
 * @example recordName(site, { site_name: ' Anni Ward ' }) // 'Anni Ward'
 */
export const recordName = (
  resource: Pick<ResourceConfig, 'columns'>,
  record: Record<string, unknown> | undefined,
): string | undefined => {
  const column = recordNameColumn(resource);
  const name = column === undefined ? undefined : record?.[column];
  const text = name == null ? '' : String(name).trim();
  return text === '' ? undefined : text;
};

/** "Label: old → new", or the label alone for a change whose values are never shown. */
export const changeLineText = ({ label, from, to }: ChangeLine): string =>
  from === undefined && to === undefined ? label : `${label}: ${from ?? '--'} → ${to ?? '--'}`;

/**
 * When a change happened, in this computer's time zone.
 * @example formatWhen('2025-03-04T09:05:00+05:30') // '04/03/2025 09:05' in India
 */
export const formatWhen = (at: string | Date): string => format(new Date(at), 'dd/MM/yyyy HH:mm');
