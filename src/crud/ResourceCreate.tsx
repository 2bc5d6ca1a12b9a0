// The add screen: save through react-admin's useCreate with the spec's please-wait, success and error dialogs;
// a save of the same values again after a failure goes with the same Idempotency-Key, so it adds one record.
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import { initialValues, type Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { commonKeys, crudKeys, resourceKey } from '../i18n/appKeys.ts';
import { useWriteKey } from './form/useWriteKey.ts';
import { ResourceForm, SAVED, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useRememberSaved } from './list/savedRow.ts';
import { useResourceConfig } from './useResourceConfig.ts';
import { useText } from '../i18n/useText.ts';
import { useSendOrQueue, useWaitingWrite } from '../waitingChanges/useWriteQueue.ts';

export const ResourceCreate = () => {
  const config = useResourceConfig();
  const [create] = useCreate(config.name);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const translate = useText();
  const writeKeys = useWriteKey();
  const rememberSaved = useRememberSaved();
  const queue = useSendOrQueue();
  const waiting = useWaitingWrite();
  // A new key mounts a fresh form: add forms reset after submit (SPEC 4), and the list comes next without asking
  // about unsaved changes.
  const [formKey, setFormKey] = useState(0);

  const save = async (values: Values): Promise<SaveResult> => {
    dialogs.wait(translate(crudKeys.saving));
    const idempotencyKey = writeKeys.keyFor(values);
    try {
      const outcome = await queue.send(
        idempotencyKey,
        create(
          config.name,
          { data: values, meta: { idempotencyKey, savedAt: Date.now() } },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      );
      writeKeys.succeeded();
      waiting.replaced();
      setFormKey((key) => key + 1);
      if (!outcome.sent) {
        await queue.savedOnDevice();
        navigate(config.routes.list);
        return SAVED;
      }
      const created = outcome.result;
      const reply = replyOf(created);
      // Known server messages show in the chosen language; any other as sent.
      await dialogs.success({
        title: translate(reply?.message ?? commonKeys.addedTitle),
        text: reply?.subMessage && translate(reply.subMessage),
      });
      // The list returns to its view (its store) and shows the record saved there.
      rememberSaved(config.name, created?.id);
      navigate(config.routes.list);
      return SAVED;
    } catch (error) {
      console.error(`Adding a ${config.name} failed`, error);
      const text = translate(serverMessageOf(error) ?? crudKeys.addErrorText);
      const button = translate(crudKeys.addErrorButton);
      void dialogs.error({ title: translate(crudKeys.addErrorTitle), text, button });
      return fieldErrorsOf(error);
    }
  };

  return (
    <ResourceForm
      key={formKey}
      mode="create"
      heading={translate(resourceKey(config.name, 'texts', 'createHeading'))}
      // Opened from the waiting changes page: what was typed offline, to change before it is sent.
      values={(waiting.write?.state.variables?.data as Values | undefined) ?? initialValues(config)}
      onSave={save}
    />
  );
};
