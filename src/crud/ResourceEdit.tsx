// The edit screen: 'Loading user details...' until the record arrives, then the form filled from it (or, for a
// record the role may not change, its read-only view).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useUpdate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import type { Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { commonKeys, crudKeys, resourceKey } from '../i18n/appKeys.ts';
import { EditActions } from './editActions.tsx';
import { ResourceForm, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useOpenedRecord } from './useOpenedRecord.ts';
import { useResourceConfig } from './useResourceConfig.ts';
import { viewPathOf } from './viewPath.ts';
import { useText } from '../i18n/useText.ts';

export const ResourceEdit = () => {
  const config = useResourceConfig();
  const { id = '' } = useParams();
  const [update] = useUpdate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const translate = useText();
  const { record, values, loaded } = useOpenedRecord();
  // A record the role may read but not change opens in the read-only view instead.
  const { canAccess } = useCanAccess({ resource: config.name, action: 'edit', record, enabled: !!record });

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

  if (!loaded || (record && canAccess === undefined))
    return <Typography sx={{ mt: 2 }}>{translate(commonKeys.loadingRecord)}</Typography>;
  if (canAccess === false) return <Navigate to={`${viewPathOf(config)}/${id}`} replace />;
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
