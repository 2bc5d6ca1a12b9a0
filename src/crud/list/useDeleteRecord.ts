// Delete with the spec's steps: confirm, a blocking 'deleting' dialog, the result dialog, and the list reloads
// (useDelete drops the row from the held pages and reloads the resource's lists, on success and on failure).
// Each confirmed delete is one write (one Idempotency-Key), against the version the list row holds.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useDelete, type RaRecord } from 'react-admin';
import { newIdempotencyKey, replyOf } from '../../../dataProvider/index.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { commonKeys, crudKeys, resourceKey } from '../../i18n/appKeys.ts';
import { serverMessageOf } from '../serverAnswer.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { useText } from '../../i18n/useText.ts';
import { useSendOrQueue } from '../../waitingChanges/useWriteQueue.ts';

export const useDeleteRecord = (): ((record: RaRecord) => Promise<void>) => {
  const config = useResourceConfig();
  const [deleteOne] = useDelete(config.name);
  const dialogs = useDialogs();
  const translate = useText();
  const queue = useSendOrQueue();

  const remove = async (record: RaRecord) => {
    const confirmed = await dialogs.confirm({
      title: translate(commonKeys.confirmTitle),
      text: translate(commonKeys.deleteConfirm),
      confirmText: translate(commonKeys.confirmDelete),
      cancelText: translate(commonKeys.confirmCancel),
    });
    if (!confirmed) return;
    dialogs.wait(translate(crudKeys.deleting));
    const idempotencyKey = newIdempotencyKey();
    try {
      const outcome = await queue.send(
        idempotencyKey,
        deleteOne(
          config.name,
          { id: record.id, previousData: record, meta: { idempotencyKey, savedAt: Date.now() } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      );
      if (!outcome.sent) return await queue.savedOnDevice();
      // A known server message shows in the chosen language; any other as sent.
      const message = replyOf(outcome.result)?.message;
      const text = message ? translate(message) : translate(resourceKey(config.name, 'texts', 'deleted'));
      await dialogs.success({ title: translate(commonKeys.deletedTitle), text });
    } catch (error) {
      console.error(`Deleting ${config.name} ${record.id} failed`, error);
      await dialogs.error({
        title: translate(crudKeys.errorTitle),
        text: translate(serverMessageOf(error) ?? crudKeys.errorText),
      });
    }
  };
  // One function for the list's life, so the rows it is given to are not drawn again for a new one.
  const current = useRef(remove);
  useLayoutEffect(() => {
    current.current = remove;
  });
  return useCallback((record) => current.current(record), []);
};
