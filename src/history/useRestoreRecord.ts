// Restore with the spec's dialogs: a blocking 'please wait', then the server's message, success or refusal.
import { useQueryClient } from '@tanstack/react-query';

import { historyTexts, type BinRow } from '../../resources/index.ts';
import { crudTexts } from '../crud/crudTexts.ts';
import { serverMessageOf } from '../crud/serverAnswer.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { auditTexts } from './auditTexts.ts';
import { useHistoryCalls } from './useHistoryCalls.ts';
import { useText } from '../i18n/useText.ts';

/** Restores a bin row; on success the bin and the resource's lists are read again (the row leaves the bin). */
export const useRestoreRecord = (): ((row: BinRow) => Promise<void>) => {
  const calls = useHistoryCalls();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  // Known server messages show in the chosen language; any other as sent.
  const translate = useText();
  return async (row) => {
    dialogs.wait(translate(auditTexts.restoring));
    try {
      const reply = await calls.restore(row.resource, row.record_id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bin'] }),
        queryClient.invalidateQueries({ queryKey: [row.resource] }),
      ]);
      await dialogs.success({
        title: translate(historyTexts.restoredTitle),
        text: translate(reply.message ?? historyTexts.restored),
      });
    } catch (error) {
      console.error(`Restoring ${row.resource} ${row.record_id} failed`, error);
      await dialogs.error({
        title: translate(crudTexts.errorTitle),
        text: translate(serverMessageOf(error) ?? crudTexts.errorText),
      });
    }
  };
};
