// A labelled progress bar: "Checking rows... 500 / 10000".
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export const ProgressLine = ({ label, done, total }: { label: string; done: number; total: number }) => (
  <Box sx={{ mt: 2 }}>
    <Typography variant="body2">{`${label} ${done} / ${total}`}</Typography>
    <LinearProgress variant="determinate" value={total ? (100 * done) / total : 0} aria-label={label} />
  </Box>
);
