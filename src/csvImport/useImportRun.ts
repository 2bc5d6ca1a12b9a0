// Importing a checked file: its valid rows sent batch after batch with the progress, then one summary of
// what was added, updated, skipped and rejected (with each rejected row's reason). Each batch carries its own
// Idempotency-Key, so a batch the network made the client send again is written once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { newIdempotencyKey } from '../../dataProvider/index.ts';
import type { ResourceConfig } from '../../resources/index.ts';
import { importTexts } from '../../resources/csvImport/index.ts';
import { useHttpClient } from '../crud/httpClientContext.ts';
import type { CsvFile } from './csvFile.ts';
import { batchesOf, type ImportAnswer, type RowCheck } from './importBatches.ts';

export type ImportSummary = ImportAnswer;

const messageOf = (error: unknown) =>
  (error as { body?: { message?: unknown } }).body?.message?.toString() ?? importTexts.batchFailed;

/** `rows` as checked: rows with errors are rejected at once with them, the others go to the server. */
export const useImportRun = (
  resource: ResourceConfig,
  file: CsvFile | undefined,
  checks: RowCheck[] = [],
) => {
  const http = useHttpClient();
  const [sent, setSent] = useState(0);
  const mutation = useMutation({
    mutationFn: async (updateExisting: boolean): Promise<ImportSummary> => {
      const summary: ImportSummary = { added: 0, updated: 0, skipped: 0, rejected: [] };
      checks.forEach((check, index) => {
        if (check.errors.length) summary.rejected.push({ row: index + 1, reason: check.errors.join('; ') });
      });
      const valid = checks.flatMap((check, index) => (check.errors.length ? [] : [index]));
      setSent(0);
      for (const batch of batchesOf(file?.rows ?? [], valid)) {
        try {
          const answer = await http.request<ImportAnswer>(`import/${resource.name}`, {
            method: 'POST',
            body: { ...batch, updateExisting },
            idempotencyKey: newIdempotencyKey(),
          });
          summary.added += answer.added;
          summary.updated += answer.updated;
          summary.skipped += answer.skipped;
          summary.rejected.push(...answer.rejected);
        } catch (error) {
          // A batch the server refused whole: its rows are reported, the next batches still go.
          summary.rejected.push(...batch.rowNumbers.map((row) => ({ row, reason: messageOf(error) })));
        }
        setSent((count) => count + batch.rows.length);
      }
      summary.rejected.sort((a, b) => a.row - b.row);
      return summary;
    },
  });
  return { ...mutation, sent, total: checks.filter((check) => !check.errors.length).length };
};
