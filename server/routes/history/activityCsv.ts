// The filtered activity as a CSV file, read in batches and streamed: UTF-8 with a BOM, every cell formula-safe.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { changeLineText, formatWhen, resourceByName, type ActivityRow } from '../../../resources/index.ts';
import { safeCsvCell } from '../../../resources/csvCell.ts';
import type { Database } from '../../db/connection.ts';
import { activityRows } from './activityRows.ts';
import type { AuditFilter } from './auditRows.ts';

const BATCH_ROWS = 1000;
const HEADER = ['When', 'Resource', 'Record ID', 'Record', 'Action', 'User', 'Email', 'Changes'];

const cellsOf = (row: ActivityRow): string[] => [
  formatWhen(row.at),
  resourceByName(row.resource).texts.listHeading,
  String(row.record_id),
  row.record_name ?? '',
  row.action,
  row.user?.name ?? '',
  row.user?.email ?? '',
  row.changes.map(changeLineText).join('; '),
];

async function* batches(db: Database, filter: AuditFilter) {
  let belowId: number | undefined;
  for (;;) {
    const rows = await activityRows(db, { ...filter, belowId }, 0, BATCH_ROWS);
    for (const row of rows) yield cellsOf(row).map(safeCsvCell);
    if (rows.length < BATCH_ROWS) return;
    belowId = rows[rows.length - 1].id;
  }
}

/** The CSV text of every change the filter finds, newest first, as a stream. */
export const activityCsv = (db: Database, filter: AuditFilter): Readable =>
  Readable.from(batches(db, filter)).pipe(stringify({ bom: true, header: true, columns: HEADER }));
