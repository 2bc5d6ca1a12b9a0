// A placeholder for screens that later work builds: a heading and "coming soon".
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const ComingSoon = ({ title }: { title: string }) => (
  <Paper sx={{ p: 4, my: 3 }}>
    <Typography variant="h5" component="h1" gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary">This screen is coming soon.</Typography>
  </Paper>
);
