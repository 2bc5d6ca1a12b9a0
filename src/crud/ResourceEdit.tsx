// The edit screen: 'Loading user details...' until the record arrives, then the form filled from it.
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { replyOf } from '../../dataProvider/index.ts';
import { commonTexts, type Values } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { crudTexts } from './crudTexts.ts';
import { formValuesOf } from './form/formValues.ts';
import { ResourceForm, type SaveResult } from './ResourceForm.tsx';
import { fieldErrorsOf, serverMessageOf } from './serverAnswer.ts';
import { useResourceConfig } from './useResourceConfig.ts';

export const ResourceEdit = () => {
  const config = useResourceConfig();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { data: record, isPending } = useGetOne(
    config.name,
    { id },
    // A failed load is only logged, and the screen stops loading (SPEC 8).
    {
      retry: false,
      // Never kept once the screen closes: a reopened form must start from the saved record, not a stale one.
      gcTime: 0,
      onError: (error: unknown) => console.error(`Loading ${config.name} ${id} failed`, error),
    },
  );
  const values = useMemo(() => (record ? formValuesOf(config, record) : {}), [config, record]);

  const save = async (data: Values): Promise<SaveResult> => {
    dialogs.wait(crudTexts.saving);
    try {
      const { data: saved } = await dataProvider.update(config.name, {
        id,
        data,
        previousData: record ?? {},
      });
      await dialogs.success({
        title: commonTexts.updatedTitle,
        text: replyOf(saved)?.message ?? config.texts.updated,
      });
      navigate(config.routes.list);
      return undefined;
    } catch (error) {
      console.error(`Saving ${config.name} ${id} failed`, error);
      void dialogs.error({
        title: crudTexts.errorTitle,
        text: serverMessageOf(error) ?? crudTexts.errorText,
      });
      return fieldErrorsOf(error);
    }
  };

  if (isPending) return <Typography sx={{ mt: 2 }}>{commonTexts.loadingRecord}</Typography>;
  return <ResourceForm mode="edit" heading={config.texts.editHeading} values={values} onSave={save} />;
};
