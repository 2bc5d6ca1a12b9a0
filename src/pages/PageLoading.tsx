// A centred spinner shown while a lazily loaded part of the app arrives.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRootTexts } from '../i18n/useRootTexts.ts';

export const PageLoading = () => {
  const texts = useRootTexts().errorPage;
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
      role="progressbar"
      aria-label={texts.loading}
    >
      <CircularProgress />
    </Box>
  );
};
