// A centred spinner shown while a lazily loaded part of the app arrives.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export const PageLoading = () => (
  <Box
    sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    role="progressbar"
    aria-label="Loading"
  >
    <CircularProgress />
  </Box>
);
