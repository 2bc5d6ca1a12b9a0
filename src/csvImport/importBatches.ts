// The import calls' shapes, and a file's rows cut into the batches the server takes (each row numbered as the
// file numbers it: 1 is the first row under the header).
import type { CsvRow } from './csvFile.ts';

/** The most rows one call sends (the server's limit: one transaction per batch). */
export const BATCH_SIZE = 500;

export type ImportAction = 'add' | 'update' | 'skip';

/** One row's check: errors (never written), or what importing it does; `reason` tells why it is skipped. */
export interface RowCheck {
  errors: string[];
  action: ImportAction;
  reason?: string;
}

export interface CheckAnswer {
  rows: RowCheck[];
  ignoredColumns: string[];
}

export interface ImportAnswer {
  added: number;
  updated: number;
  skipped: number;
  rejected: { row: number; reason: string }[];
}

export interface Batch {
  rows: CsvRow[];
  rowNumbers: number[];
}

/**
 * The rows at `indexes` (all when absent) in batches of BATCH_SIZE.
 * @example batchesOf(rows).length // 20 for 10,000 rows
 */
export const batchesOf = (rows: CsvRow[], indexes: number[] = rows.map((_, index) => index)): Batch[] => {
  const batches: Batch[] = [];
  for (let start = 0; start < indexes.length; start += BATCH_SIZE) {
    const part = indexes.slice(start, start + BATCH_SIZE);
    batches.push({ rows: part.map((index) => rows[index]), rowNumbers: part.map((index) => index + 1) });
  }
  return batches;
};
