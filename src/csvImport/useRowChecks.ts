// Every row of a chosen file checked by the server, batch after batch with its progress, and the repeats
// across batches (which no one batch can see) added from the shared rule.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceConfig } from '../../resources/index.ts';
import { duplicateRows, type HeaderMatch } from '../../resources/csvImport/index.ts';
import { useHttpClient } from '../crud/httpClientContext.ts';
import type { CsvFile } from './csvFile.ts';
import { batchesOf, type CheckAnswer, type RowCheck } from './importBatches.ts';

/** A chosen file: its rows and a number that tells one choice from the next. */
export interface ChosenFile extends CsvFile {
  id: number;
}

/** Adds to each row its repeat of an earlier row anywhere in the file, unless its batch already said so. */
const withRepeats = (resource: ResourceConfig, match: HeaderMatch, file: CsvFile, checks: RowCheck[]) => {
  for (const [index, message] of duplicateRows(resource, match, file.rows)) {
    const check = checks[index];
    if (!check.errors.includes(message)) checks[index] = { ...check, errors: [...check.errors, message] };
    checks[index].action = 'skip';
  }
  return checks;
};

/**
 * @example const { data, checked } = useRowChecks(site, file, match); data?.rows[0].errors
 */
export const useRowChecks = (resource: ResourceConfig, file: ChosenFile | undefined, match?: HeaderMatch) => {
  const http = useHttpClient();
  const [checked, setChecked] = useState(0);
  const query = useQuery({
    queryKey: ['csvImportCheck', resource.name, file?.id],
    enabled: Boolean(file && match && !match.problem),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      if (!file || !match) throw new Error('No file to check');
      setChecked(0);
      const checks: RowCheck[] = [];
      for (const batch of batchesOf(file.rows)) {
        const answer = await http.request<CheckAnswer>(`import/${resource.name}/check`, {
          method: 'POST',
          body: batch,
        });
        checks.push(...answer.rows);
        setChecked(checks.length);
      }
      return withRepeats(resource, match, file, checks);
    },
  });
  return { ...query, checked };
};
