// The user edit screen's "Reset password": for those who may edit the user (never on one's own record), confirmed
// first, then the one-time password the server answers, shown once.
import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useGetIdentity } from 'react-admin';
import { useHttpClient } from '../crud/httpClientContext.ts';
import type { EditActionProps } from '../crud/editActions.tsx';
import { serverMessageOf } from '../crud/serverAnswer.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { keysOf } from '../i18n/textKeys.ts';
import { useText } from '../i18n/useText.ts';
import { OneTimePasswordDialog } from './OneTimePasswordDialog.tsx';
import { resetPasswordTexts } from './resetPasswordTexts.ts';

const keys = keysOf('resetPassword', resetPasswordTexts);

/**
 * @example <ResetPasswordButton resource="user" id="42" record={record} />
 */
export const ResetPasswordButton = ({ resource, id, record }: EditActionProps) => {
  const translate = useText();
  const dialogs = useDialogs();
  const http = useHttpClient();
  const [password, setPassword] = useState<string>();
  const { canAccess } = useCanAccess({ resource, action: 'edit', record });
  const { identity, isPending } = useGetIdentity();
  // One's own password is changed on the Setting page, with the current one.
  if (!canAccess || !record || isPending || String(identity?.id ?? '') === id) return null;

  const reset = async () => {
    const confirmed = await dialogs.confirm({
      title: translate(keys.confirmTitle),
      text: translate(keys.confirmText),
      confirmText: translate(keys.confirm),
      cancelText: translate(keys.cancel),
    });
    if (!confirmed) return;
    dialogs.wait(translate(keys.resetting));
    try {
      const answer = await http.request<{ password: string }>(`users_reset_password/${id}`, {
        method: 'POST',
      });
      dialogs.close();
      setPassword(answer.password);
    } catch (error) {
      // A known server message (a refusal) shows in the chosen language; any other failure in general words.
      const text = translate(serverMessageOf(error) ?? keys.failed);
      await dialogs.error({ title: translate(keys.failedTitle), text });
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => void reset()}>
        {translate(keys.button)}
      </Button>
      <OneTimePasswordDialog password={password} onClose={() => setPassword(undefined)} />
    </>
  );
};
