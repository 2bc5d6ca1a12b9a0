// The edit screen: 'Loading user details...' until the record arrives, then the form filled from it under the
// spec's heading and the record's name (or, for a record the role may not change, its read-only view). A save
// names the version read (the record's), and one of the same values again after a failure goes with the same
// Idempotency-Key.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useCanAccess, useUpdate, type RaRecord } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import { recordName, type Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { commonKeys, crudKeys, resourceKey } from '../i18n/appKeys.ts';
import { ConflictDialog } from './conflict/ConflictDialog.tsx';
import type { EditConflict } from './conflict/editConflict.ts';
import { useEditConflict } from './conflict/useEditConflict.ts';
import { EditActions } from './editActions.tsx';
import { useWriteKey } from './form/useWriteKey.ts';
import { OfflineBanner } from './list/OfflineBanner.tsx';
import { ResourceForm, SAVED, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useOpenedRecord } from './useOpenedRecord.ts';
import { useRememberSaved } from './list/savedRow.ts';
import { useResourceConfig } from './useResourceConfig.ts';
import { viewPathOf } from './viewPath.ts';
import { useText } from '../i18n/useText.ts';
import { useRecordInTabTitle } from '../tabTitle.ts';
import { useSendOrQueue, useWaitingWrite } from '../waitingChanges/useWriteQueue.ts';
import { writeStateOf } from '../waitingChanges/writeQueue.ts';

export const ResourceEdit = () => {
  const config = useResourceConfig();
  const { id = '' } = useParams();
  const [update] = useUpdate(config.name);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const translate = useText();
  const writeKeys = useWriteKey();
  const rememberSaved = useRememberSaved();
  const { record: opened, values, loaded, reload, offlineFrom } = useOpenedRecord();
  const conflicts = useEditConflict(id, reload);
  const queue = useSendOrQueue();
  // Opened from the waiting changes page: what was typed offline, against the version it was typed over.
  const waiting = useWaitingWrite();
  const waitingEdit = waiting.write?.state.variables;
  const typedOffline = waitingEdit?.data as Values | undefined;
  const readOffline = waitingEdit?.previousData as RaRecord | undefined;
  const [saved, setSaved] = useState(false);
  const name = recordName(config, opened);
  useRecordInTabTitle(name);
  // A record the role may read but not change opens in the read-only view instead.
  const { canAccess } = useCanAccess({
    resource: config.name,
    action: 'edit',
    record: opened,
    enabled: !!opened,
  });

  /** Saves `data` over `record`: the opened one, or the one a 412 answered with ("Save mine over it"). */
  const save = async (
    data: Values,
    record: RaRecord | undefined = readOffline ?? opened,
  ): Promise<SaveResult> => {
    dialogs.wait(translate(crudKeys.saving));
    const idempotencyKey = writeKeys.keyFor(data);
    try {
      const outcome = await queue.send(
        idempotencyKey,
        update(
          config.name,
          { id, data, previousData: record ?? {}, meta: { idempotencyKey, savedAt: Date.now() } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      );
      writeKeys.succeeded();
      waiting.replaced();
      setSaved(true);
      if (!outcome.sent) {
        await queue.savedOnDevice();
        navigate(config.routes.list);
        return SAVED;
      }
      const saved = outcome.result;
      await dialogs.success({
        title: translate(commonKeys.updatedTitle),
        // A known server message shows in the chosen language; any other as sent.
        text: translate(replyOf(saved)?.message ?? resourceKey(config.name, 'texts', 'updated')),
      });
      // The list returns to its view (its store) and shows the record saved there.
      rememberSaved(config.name, id);
      navigate(config.routes.list);
      return SAVED;
    } catch (error) {
      if (await conflicts.caught(error, data, record)) return undefined;
      console.error(`Saving ${config.name} ${id} failed`, error);
      void dialogs.error({
        title: translate(crudKeys.errorTitle),
        text: translate(serverMessageOf(error) ?? crudKeys.errorText),
      });
      return fieldErrorsOf(error);
    }
  };

  // A waiting edit someone else's save overtook opens on the conflict view, as a save made here would.
  const waitingConflict = waiting.write && writeStateOf(waiting.write) === 'conflict';
  useEffect(() => {
    if (waitingConflict && typedOffline && loaded)
      void conflicts.caught(waiting.write?.state.error, typedOffline, readOffline);
    // Once, when the record has been read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingConflict, loaded]);

  const { conflict } = conflicts;
  /** "Save mine over it": what was typed, saved again over the record as it is now. */
  const saveMine = ({ typed, current }: EditConflict) => {
    conflicts.close();
    void save(typed, current);
  };

  if (!loaded || (opened && canAccess === undefined))
    return <Typography sx={{ mt: 2 }}>{translate(commonKeys.loadingRecord)}</Typography>;
  if (canAccess === false) return <Navigate to={`${viewPathOf(config)}/${id}`} replace />;
  return (
    <>
      <OfflineBanner offlineFrom={offlineFrom} sx={{ mt: 2 }} />
      <ResourceForm
        key={conflicts.formKey}
        mode="edit"
        heading={translate(resourceKey(config.name, 'texts', 'editHeading'))}
        recordName={name}
        values={typedOffline ?? values}
        onSave={save}
        saved={saved}
        actions={
          <Stack direction="row" spacing={1}>
            <HistoryButton resource={config.name} id={id} />
            <EditActions config={config} id={id} record={opened} />
          </Stack>
        }
      />
      {conflict && (
        <ConflictDialog
          resource={config.name}
          id={id}
          conflict={conflict}
          onKeepTheirs={() => {
            // Their version stays: the waiting edit is dropped.
            waiting.replaced();
            void conflicts.keepTheirs();
          }}
          onSaveMine={() => saveMine(conflict)}
          onClose={conflicts.close}
        />
      )}
    </>
  );
};
