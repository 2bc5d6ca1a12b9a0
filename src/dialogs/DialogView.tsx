// Draws the open dialog with MUI only (no react-admin), so the login page can use it too.
// The wait dialog has no onClose: neither Escape nor a backdrop click can dismiss it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import errorImage from '../assets/error.svg';
import successImage from '../assets/success.svg';
import { useRootTexts } from '../i18n/useRootTexts.ts';
import type { OpenDialog } from './dialogsContext.ts';

interface DialogViewProps {
  dialog: OpenDialog;
  onAnswer: (confirmed: boolean) => void;
}

const images = { success: successImage, error: errorImage };

const DialogView = ({ dialog, onAnswer }: DialogViewProps) => {
  const texts = useRootTexts().dialog;
  if (dialog.kind === 'wait') {
    return (
      <Dialog open aria-labelledby="app-wait-text">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 4, py: 3 }}>
          <CircularProgress size={28} />
          <DialogContentText id="app-wait-text">{dialog.text}</DialogContentText>
        </DialogContent>
      </Dialog>
    );
  }
  const close = () => onAnswer(false);
  // A result closes by its button or Escape, not by a click beside it: the second click of a double-click on Save,
  // landing once the answer is in, closed it unseen. A question's click beside it answers No, as before.
  const closeUnlessBeside = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') =>
    (dialog.kind === 'confirm' || reason !== 'backdropClick') && close();
  return (
    <Dialog open onClose={closeUnlessBeside} maxWidth="xs" fullWidth aria-labelledby="app-dialog-title">
      {dialog.kind !== 'confirm' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
          <img
            src={images[dialog.kind]}
            alt={dialog.kind === 'error' ? texts.errorImage : texts.successImage}
            width={72}
            height={72}
          />
        </Box>
      )}
      <DialogTitle id="app-dialog-title" sx={{ textAlign: 'center' }}>
        {dialog.title}
      </DialogTitle>
      {dialog.text && (
        <DialogContent>
          <DialogContentText sx={{ textAlign: 'center' }}>{dialog.text}</DialogContentText>
          {dialog.kind === 'error' && dialog.details && (
            <Box component="ul" sx={{ maxHeight: '40vh', overflowY: 'auto', mt: 1, mb: 0, pl: 3 }}>
              {dialog.details.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </Box>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 2, gap: 1 }}>
        {dialog.kind === 'confirm' ? (
          <>
            {/* The spec puts No (cancel) on the left. It takes the focus: Enter alone never deletes or logs out. */}
            <Button variant="outlined" color="inherit" onClick={close} autoFocus>
              {dialog.cancelText}
            </Button>
            <Button variant="contained" onClick={() => onAnswer(true)}>
              {dialog.confirmText}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            color={dialog.kind === 'error' ? 'error' : 'primary'}
            onClick={close}
            autoFocus
          >
            {dialog.kind === 'error' ? (dialog.button ?? texts.ok) : texts.ok}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

export default DialogView;
