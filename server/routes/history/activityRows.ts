// Rows of the activity: audit rows as history entries, with their resource, record id and record name.
import type { ActivityRow } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { readAuditRows, type AuditFilter } from './auditRows.ts';
import { historyEntries } from './historyEntries.ts';
import { recordNames } from './recordNames.ts';

/** Rows `start` to `end` of the filtered activity, newest first. */
export async function activityRows(
  db: Database,
  filter: AuditFilter,
  start: number,
  end: number,
): Promise<ActivityRow[]> {
  const rows = await readAuditRows(db, filter, start, end);
  const [entries, nameOf] = await Promise.all([historyEntries(db, rows), recordNames(db, rows)]);
  return rows.map((row, index) => ({
    id: row.id,
    resource: row.resource,
    record_id: row.record_id,
    record_name: nameOf(row),
    ...entries[index],
  }));
}
