// Delete with the spec's steps: confirm, a blocking 'deleting' dialog, the result dialog, then the list reloads.
import { useDataProvider, useRefresh, type RaRecord } from 'react-admin';
import { replyOf } from '../../../dataProvider/index.ts';
import { commonTexts } from '../../../resources/index.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { crudTexts } from '../crudTexts.ts';
import { serverMessageOf } from '../serverAnswer.ts';
import { useResourceConfig } from '../useResourceConfig.ts';

export const useDeleteRecord = (): ((record: RaRecord) => Promise<void>) => {
  const config = useResourceConfig();
  const dataProvider = useDataProvider();
  const dialogs = useDialogs();
  const refresh = useRefresh();

  return async (record) => {
    const confirmed = await dialogs.confirm({
      title: commonTexts.confirmTitle,
      text: commonTexts.deleteConfirm,
      confirmText: commonTexts.confirmDelete,
      cancelText: commonTexts.confirmCancel,
    });
    if (!confirmed) return;
    dialogs.wait(crudTexts.deleting);
    try {
      const { data } = await dataProvider.delete(config.name, { id: record.id, previousData: record });
      const text = replyOf(data)?.message ?? config.texts.deleted;
      await dialogs.success({ title: commonTexts.deletedTitle, text });
    } catch (error) {
      console.error(`Deleting ${config.name} ${record.id} failed`, error);
      await dialogs.error({
        title: crudTexts.errorTitle,
        text: serverMessageOf(error) ?? crudTexts.errorText,
      });
    }
    refresh();
  };
};
