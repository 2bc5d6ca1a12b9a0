// Delete with the spec's steps: confirm, a blocking 'deleting' dialog, the result dialog, and the list reloads
// (useDelete drops the row from the held pages and reloads the resource's lists, on success and on failure).
import { useDelete, type RaRecord } from 'react-admin';
import { replyOf } from '../../../dataProvider/index.ts';
import { commonTexts } from '../../../resources/index.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { crudTexts } from '../crudTexts.ts';
import { serverMessageOf } from '../serverAnswer.ts';
import { useResourceConfig } from '../useResourceConfig.ts';

export const useDeleteRecord = (): ((record: RaRecord) => Promise<void>) => {
  const config = useResourceConfig();
  const [deleteOne] = useDelete();
  const dialogs = useDialogs();

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
      const deleted = await deleteOne(
        config.name,
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      const text = replyOf(deleted)?.message ?? config.texts.deleted;
      await dialogs.success({ title: commonTexts.deletedTitle, text });
    } catch (error) {
      console.error(`Deleting ${config.name} ${record.id} failed`, error);
      await dialogs.error({
        title: crudTexts.errorTitle,
        text: serverMessageOf(error) ?? crudTexts.errorText,
      });
    }
  };
};
