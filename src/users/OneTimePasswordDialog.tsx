// Shows a one-time password once, with a copy button: closed, it is gone (the server keeps only its hash).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { keysOf } from '../i18n/textKeys.ts';
import { useText } from '../i18n/useText.ts';
import { resetPasswordTexts } from './resetPasswordTexts.ts';

const keys = keysOf('resetPassword', resetPasswordTexts);

export interface OneTimePasswordDialogProps {
  /** The password to show; the dialog is closed without one. */
  password: string | undefined;
  onClose: () => void;
}

/**
 * @example <OneTimePasswordDialog password={password} onClose={() => setPassword(undefined)} />
 */
export const OneTimePasswordDialog = ({ password, onClose }: OneTimePasswordDialogProps) => {
  const translate = useText();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!password) return;
    await navigator.clipboard.writeText(password);
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={password !== undefined} onClose={close} maxWidth="xs" fullWidth aria-labelledby="otp-title">
      <DialogTitle id="otp-title">{translate(keys.doneTitle)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(keys.doneText)}</DialogContentText>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={translate(keys.passwordLabel)}
            value={password ?? ''}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate(copied ? keys.copied : keys.copy)}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} autoFocus>
          {translate(keys.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
