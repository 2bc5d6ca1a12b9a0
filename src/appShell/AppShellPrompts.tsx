// The app shell's prompts, at the top of every screen: "New version available. Reload" and "A part of the app
// could not be loaded. Reload". Neither covers the page's fields nor reloads by itself: a half-typed form stays.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { useRootTexts } from '../i18n/useRootTexts.ts';
import { reloadPrompts } from './reloadPrompts.ts';
import { reloadIntoNewVersion } from './serviceWorkerUpdates.ts';

export const AppShellPrompts = () => {
  const texts = useRootTexts().appShell;
  const { newVersion, missingPart } = useSyncExternalStore(reloadPrompts.subscribe, reloadPrompts.get);
  if (!newVersion && !missingPart) return null;
  return (
    // At the top, below the app bar: at the foot of a phone's screen it covered the form's Save.
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 64, sm: 72 } }}>
      <Alert
        severity={missingPart ? 'warning' : 'info'}
        // Dark text on a light ground: the filled alerts' white on blue or orange is under AA's 4.5:1.
        variant="standard"
        sx={{ boxShadow: 6 }}
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void reloadIntoNewVersion()}>
            {texts.reload}
          </Button>
        }
      >
        {missingPart ? texts.missingPart : texts.newVersion}
      </Alert>
    </Snackbar>
  );
};
