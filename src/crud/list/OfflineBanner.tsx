// Above a list whose rows came from the copy kept on the device because the network failed: "Offline — showing
// data from HH:MM". It goes when a read of the list is answered by the server again.
import Alert from '@mui/material/Alert';
import { useListContext } from 'react-admin';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { offlineTime } from './offlineTime.ts';

export const OfflineBanner = ({ now = Date.now }: { now?: () => number }) => {
  const { meta } = useListContext();
  const translate = useText();
  const offlineFrom: unknown = meta?.offlineFrom;
  if (typeof offlineFrom !== 'number') return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 1.5 }} data-offline-from={offlineFrom}>
      {translate(crudKeys.offlineFrom, { time: offlineTime(offlineFrom, now()) })}
    </Alert>
  );
};
