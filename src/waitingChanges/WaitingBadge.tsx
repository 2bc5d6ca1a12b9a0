// In the header, while changes made on this device wait: "N changes waiting", opening the waiting changes page; and
// a warning when the device would not keep them.
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import WarningIcon from '@mui/icons-material/Warning';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router-dom';
import { waitingKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import { usePhone } from '../layout/usePhone.ts';
import { WAITING_PATH } from './waitingPath.ts';
import { useOutstandingCount } from './useWaitingWrites.ts';
import { useQueueKeepFailed } from './WaitingChangesProvider.tsx';

export const WaitingBadge = () => {
  const count = useOutstandingCount();
  const keepFailed = useQueueKeepFailed();
  const translate = useText();
  const phone = usePhone();
  if (count === 0) return null;
  const label = translate(waitingKeys.badge, { smart_count: count });
  const button = (
    <Button
      component={Link}
      to={WAITING_PATH}
      color="inherit"
      variant="outlined"
      size="small"
      aria-label={label}
      startIcon={keepFailed ? <WarningIcon /> : <CloudUploadIcon />}
      sx={{ mr: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {/* A phone's header has room for the number only; its name says the rest. */}
      {phone ? count : label}
    </Button>
  );
  return keepFailed ? <Tooltip title={translate(waitingKeys.notKept)}>{button}</Tooltip> : button;
};
