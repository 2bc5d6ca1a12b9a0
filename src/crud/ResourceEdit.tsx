// The edit screen: 'Loading user details...' until the record arrives, then the form filled from it.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetOne, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import type { Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { commonKeys, crudKeys, resourceKey } from '../i18n/appKeys.ts';
import { EditActions } from './editActions.tsx';
import { formValuesOf } from './form/formValues.ts';
import { ResourceForm, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useResourceConfig } from './useResourceConfig.ts';
import { useText } from '../i18n/useText.ts';

export const ResourceEdit = () => {
  const config = useResourceConfig();
  const { id = '' } = useParams();
  const [update] = useUpdate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const translate = useText();
  // Read again at each opening, and the form waits for that read: a copy held since an earlier opening may be
  // one this client pieced together after a save, and the form re-initialises (dropping what was typed) when
  // its record changes under it.
  const { data: record, isFetchedAfterMount } = useGetOne(
    config.name,
    { id },
    {
      refetchOnMount: 'always',
      // A failed load is only logged, and the screen stops loading (SPEC 8).
      retry: false,
      onError: (error: unknown) => console.error(`Loading ${config.name} ${id} failed`, error),
    },
  );
  const values = useMemo(() => (record ? formValuesOf(config, record) : {}), [config, record]);

  const save = async (data: Values): Promise<SaveResult> => {
    dialogs.wait(translate(crudKeys.saving));
    try {
      const saved = await update(
        config.name,
        { id, data, previousData: record ?? {} },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await dialogs.success({
        title: translate(commonKeys.updatedTitle),
        // A known server message shows in the chosen language; any other as sent.
        text: translate(replyOf(saved)?.message ?? resourceKey(config.name, 'texts', 'updated')),
      });
      navigate(config.routes.list);
      return undefined;
    } catch (error) {
      console.error(`Saving ${config.name} ${id} failed`, error);
      void dialogs.error({
        title: translate(crudKeys.errorTitle),
        text: translate(serverMessageOf(error) ?? crudKeys.errorText),
      });
      return fieldErrorsOf(error);
    }
  };

  if (!isFetchedAfterMount)
    return <Typography sx={{ mt: 2 }}>{translate(commonKeys.loadingRecord)}</Typography>;
  return (
    <ResourceForm
      mode="edit"
      heading={translate(resourceKey(config.name, 'texts', 'editHeading'))}
      values={values}
      onSave={save}
      actions={
        <Stack direction="row" spacing={1}>
          <HistoryButton resource={config.name} id={id} />
          <EditActions config={config} id={id} record={record} />
        </Stack>
      }
    />
  );
};
