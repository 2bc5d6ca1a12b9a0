// The dialog a 412 opens over the edit form: who changed what since it was opened, read from the record's history,
// then "Keep their version" or "Save mine over it". Closed any other way, it leaves the form as typed.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HistoryEntryItem } from '../../history/HistoryEntryItem.tsx';
import { useHistoryCalls } from '../../history/useHistoryCalls.ts';
import { auditKeys, crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { usePhone } from '../../layout/usePhone.ts';
import { changesSince, type EditConflict } from './editConflict.ts';

interface ConflictDialogProps {
  resource: string;
  id: string;
  conflict: EditConflict;
  onKeepTheirs: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}

export const ConflictDialog = ({
  resource,
  id,
  conflict,
  onKeepTheirs,
  onSaveMine,
  onClose,
}: ConflictDialogProps) => {
  const translate = useText();
  const calls = useHistoryCalls();
  const phone = usePhone();
  const { data, isError } = useQuery({
    queryKey: ['history', resource, id, conflict.current.version],
    queryFn: () => calls.getHistory(resource, id),
    gcTime: 0,
    retry: false,
  });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <DialogTitle id="conflict-title" sx={{ textAlign: 'center' }}>
        {translate(crudKeys.conflict.title)}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText id="conflict-text">{translate(crudKeys.conflict.text)}</DialogContentText>
        {isError && <Typography color="error">{translate(auditKeys.historyFailed)}</Typography>}
        {!data && !isError && <CircularProgress aria-label={translate(auditKeys.historyTitle)} />}
        <List disablePadding>
          {data &&
            changesSince(data, conflict).map((entry, index) => (
              <HistoryEntryItem key={index} entry={entry} />
            ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2, gap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={onKeepTheirs}>
          {translate(crudKeys.conflict.keepTheirs)}
        </Button>
        <Button variant="contained" onClick={onSaveMine}>
          {translate(crudKeys.conflict.saveMine)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
