// The app shell's prompts, at the top of every screen: "New version available. Reload" and "A part of the app
// could not be loaded. Reload". Neither reloads by itself, nor covers the form's Save: a half-typed form stays.
// Plain Paper and Button, which the login page loads anyway: MUI's Snackbar and Alert cost it 8 KB more.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { useRootTexts } from '../i18n/useRootTexts.ts';
import { reloadPrompts } from './reloadPrompts.ts';
import { reloadIntoNewVersion } from './serviceWorkerUpdates.ts';

export const AppShellPrompts = () => {
  const texts = useRootTexts().appShell;
  const { newVersion, missingPart } = useSyncExternalStore(reloadPrompts.subscribe, reloadPrompts.get);
  if (!newVersion && !missingPart) return null;
  return (
    <Paper
      role="alert"
      elevation={6}
      sx={{
        // Under the app bar: at the foot of a phone's screen it covered the form's Save.
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 16px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1,
        px: 2,
        borderLeft: 6,
        borderColor: missingPart ? 'secondary.main' : 'primary.main',
      }}
    >
      <Typography variant="body2">{missingPart ? texts.missingPart : texts.newVersion}</Typography>
      <Button size="small" onClick={() => void reloadIntoNewVersion()}>
        {texts.reload}
      </Button>
    </Paper>
  );
};
