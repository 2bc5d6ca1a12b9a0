// Above a list or a record read from the copy kept on the device because the network failed: "Offline — showing
// data from HH:MM". It goes when a read is answered by the server again.
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { offlineTime } from './offlineTime.ts';

/** `offlineFrom`: when the server answered what the screen shows; nothing is drawn unless it is a time. */
export const OfflineBanner = ({
  offlineFrom,
  now = Date.now,
  sx,
}: {
  offlineFrom: unknown;
  now?: () => number;
  /** Its place on the screen: under a list's header by default. */
  sx?: SxProps<Theme>;
}) => {
  const translate = useText();
  if (typeof offlineFrom !== 'number') return null;
  return (
    <Alert severity="warning" role="status" sx={sx ?? { mb: 1.5 }} data-offline-from={offlineFrom}>
      {translate(crudKeys.offlineFrom, { time: offlineTime(offlineFrom, now()) })}
    </Alert>
  );
};
