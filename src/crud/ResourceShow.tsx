// The read-only view (/siteView/:id): the record in the form's fields, disabled, with History and Back, for a
// role that may read it but not change it.
import Typography from '@mui/material/Typography';
import { recordName } from '../../resources/index.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { commonKeys, crudKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import { useRecordInTabTitle } from '../tabTitle.ts';
import { OfflineBanner } from './list/OfflineBanner.tsx';
import { ResourceForm } from './ResourceForm.tsx';
import { useOpenedRecord } from './useOpenedRecord.ts';
import { useResourceConfig } from './useResourceConfig.ts';

const nothingToSave = async () => undefined;

export const ResourceShow = () => {
  const config = useResourceConfig();
  const { id, record, values, loaded, offlineFrom } = useOpenedRecord();
  const translate = useText();
  const name = recordName(config, record);
  useRecordInTabTitle(name);
  if (!loaded) return <Typography sx={{ mt: 2 }}>{translate(commonKeys.loadingRecord)}</Typography>;
  return (
    <>
      <OfflineBanner offlineFrom={offlineFrom} sx={{ mt: 2 }} />
      <ResourceForm
        mode="edit"
        readOnly
        heading={translate(crudKeys.viewHeading, { record: name ?? `#${id}` })}
        values={values}
        onSave={nothingToSave}
        actions={<HistoryButton resource={config.name} id={id} />}
      />
    </>
  );
};
