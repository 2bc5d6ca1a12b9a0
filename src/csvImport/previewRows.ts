// What the import preview shows of a file's rows: how many, each one's status (its errors, or what importing it
// does), and how a row with errors looks.
import type { TranslateFunction } from 'react-admin';
import { importKeys } from '../i18n/appKeys.ts';
import type { CsvFile } from './csvFile.ts';
import type { RowCheck } from './importBatches.ts';

/** Rows shown: a 10,000-row file renders as fast as a short one. */
export const PREVIEW_ROWS = 50;

/** What the table and the cards are given. */
export interface PreviewProps {
  file: CsvFile;
  /** The file's headers shown (the matched columns). */
  headers: string[];
  checks?: RowCheck[];
  updateExisting: boolean;
}

/** What a row's status says: its errors, joined, or New, Updates a record, or why it is skipped. */
export const statusOf = (
  check: RowCheck | undefined,
  updateExisting: boolean,
  translate: TranslateFunction,
) => {
  if (!check) return '';
  if (check.errors.length) return check.errors.map((error) => translate(error)).join('; ');
  if (check.action === 'skip')
    return updateExisting ? translate(importKeys.willUpdate) : check.reason && translate(check.reason);
  return translate(check.action === 'update' ? importKeys.willUpdate : importKeys.willAdd);
};

/** The background of a row with errors. */
export const ERROR_TINT = '#fdecea';

/** True when the row at this index has errors. */
export const failedRow = (checks: RowCheck[] | undefined, index: number) =>
  Boolean(checks?.[index]?.errors.length);
