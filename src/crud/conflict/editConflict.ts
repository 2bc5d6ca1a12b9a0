// An edit refused because someone else changed the record after the form opened it: what was typed, the record
// it was typed over and the record as it is now, and which history entries came in between.
import type { RaRecord } from 'react-admin';
import type { HistoryEntry, Values } from '../../../resources/index.ts';

export interface EditConflict {
  /** The values the refused save sent: "Save mine over it" sends them again. */
  typed: Values;
  /** The record the refused save was made over, as the form opened it. */
  savedOver: RaRecord | undefined;
  /** The record as it is now: saving over it sends its version. */
  current: RaRecord;
}

const versionOf = (record: RaRecord | undefined): number | undefined =>
  typeof record?.version === 'number' ? record.version : undefined;

/**
 * The history entries made since the form was opened. Each write adds one version and one entry, and the history
 * is newest first, so they are its first (current − opened version) entries.
 * @example changesSince(history, { savedOver: { id: 5, version: 3 }, current: { id: 5, version: 5 } }) // two
 */
export const changesSince = (
  history: readonly HistoryEntry[],
  { savedOver, current }: Pick<EditConflict, 'savedOver' | 'current'>,
): HistoryEntry[] => {
  const [opened, now] = [versionOf(savedOver), versionOf(current)];
  return opened === undefined || now === undefined ? [] : history.slice(0, Math.max(0, now - opened));
};
