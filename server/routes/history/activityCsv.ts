// The filtered activity as a CSV file, read in batches and streamed: UTF-8 with a BOM, every cell formula-safe.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { changeLineText, formatWhen, resources, type ActivityRow } from '../../../resources/index.ts';
import { safeCsvCell } from '../../../resources/csvCell.ts';
import type { Database } from '../../db/connection.ts';
import { activityRows } from './activityRows.ts';
import type { AuditFilter } from './auditRows.ts';

const BATCH_ROWS = 1000;
const HEADER = ['When', 'Resource', 'Record ID', 'Record', 'Action', 'User', 'Email', 'Changes'];

const cellsOf = (row: ActivityRow): string[] => [
  formatWhen(row.at),
  resources.find((resource) => resource.name === row.resource)?.texts.listHeading ?? row.resource,
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

/**
 * The CSV text of every change the filter finds, newest first, as a stream. A read that fails half-way ends the
 * stream with its error (the answer is cut short and logged), never as an error nobody listens to.
 */
export function activityCsv(db: Database, filter: AuditFilter): Readable {
  const csv = stringify({ bom: true, header: true, columns: HEADER });
  pipeline(Readable.from(batches(db, filter)), csv, () => undefined);
  return csv;
}
