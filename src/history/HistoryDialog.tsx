// A record's history in a dialog: when, what and who for each change, newest first, with its lines.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { usePhone } from '../layout/usePhone.ts';
import { EmptyList } from '../crud/list/EmptyList.tsx';
import { auditTexts } from './auditTexts.ts';
import { HistoryEntryItem } from './HistoryEntryItem.tsx';
import { useHistoryCalls } from './useHistoryCalls.ts';
import { useText } from '../i18n/useText.ts';

interface HistoryDialogProps {
  resource: string;
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Read afresh at each opening. */
export const HistoryDialog = ({ resource, id, open, onClose }: HistoryDialogProps) => {
  const translate = useText();
  const calls = useHistoryCalls();
  const phone = usePhone();
  const { data, isError } = useQuery({
    queryKey: ['history', resource, id],
    queryFn: () => calls.getHistory(resource, id),
    enabled: open,
    refetchOnMount: 'always',
    gcTime: 0,
    retry: false,
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      // On a phone the changes take the whole screen: a long list reads better there than in a box.
      fullScreen={phone}
      aria-labelledby="history-title"
    >
      <DialogTitle id="history-title">{translate(auditTexts.historyTitle)}</DialogTitle>
      <DialogContent dividers>
        {isError && <Typography color="error">{translate(auditTexts.historyFailed)}</Typography>}
        {!data && !isError && <CircularProgress aria-label={translate(auditTexts.historyTitle)} />}
        {data?.length === 0 && <EmptyList things={translate(auditTexts.changeThings)} />}
        <List disablePadding>
          {data?.map((entry, index) => (
            <HistoryEntryItem key={index} entry={entry} />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate(auditTexts.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
