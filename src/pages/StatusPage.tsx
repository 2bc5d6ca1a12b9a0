// The layout shared by the 404 and 403 pages: a big code, a heading, a line of text and a way home.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

interface StatusPageProps {
  code: string;
  heading: string;
  text: string;
}

export const StatusPage = ({ code, heading, text }: StatusPageProps) => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
    <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden="true">
      {code}
    </Typography>
    <Typography variant="h4" component="h1" gutterBottom>
      {heading}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 3 }}>
      {text}
    </Typography>
    <Button component={Link} to="/home" variant="contained">
      Go to Home
    </Button>
  </Box>
);
