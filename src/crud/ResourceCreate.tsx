// The add screen: save through react-admin's useCreate with the spec's please-wait, success and error dialogs.
import { useState } from 'react';
import { useCreate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import { commonTexts, initialValues, type Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { crudTexts } from './crudTexts.ts';
import { ResourceForm, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useResourceConfig } from './useResourceConfig.ts';

export const ResourceCreate = () => {
  const config = useResourceConfig();
  const [create] = useCreate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  // A new key mounts a fresh form: add forms reset after submit (SPEC 4).
  const [formKey, setFormKey] = useState(0);

  const save = async (values: Values): Promise<SaveResult> => {
    dialogs.wait(crudTexts.saving);
    try {
      const created = await create(
        config.name,
        { data: values },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      const reply = replyOf(created);
      setFormKey((key) => key + 1);
      await dialogs.success({ title: reply?.message ?? commonTexts.addedTitle, text: reply?.subMessage });
      navigate(config.routes.list);
      return undefined;
    } catch (error) {
      console.error(`Adding a ${config.name} failed`, error);
      const text = serverMessageOf(error) ?? crudTexts.addErrorText;
      void dialogs.error({ title: crudTexts.addErrorTitle, text, button: crudTexts.addErrorButton });
      return fieldErrorsOf(error);
    }
  };

  return (
    <ResourceForm
      key={formKey}
      mode="create"
      heading={config.texts.createHeading}
      values={initialValues(config)}
      onSave={save}
    />
  );
};
