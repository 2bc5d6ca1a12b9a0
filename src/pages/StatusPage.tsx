// The layout shared by the 404 and 403 pages: a big code, a heading, a line of text and a way home.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { Link } from 'react-router-dom';
import { pageKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';

interface StatusPageProps {
  code: string;
  /** Translation keys. */
  heading: string;
  text: string;
}

export const StatusPage = ({ code, heading, text }: StatusPageProps) => {
  const translate = useText();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden="true">
        {code}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(heading)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(text)}
      </Typography>
      <Button component={Link} to="/home" variant="contained">
        {translate(pageKeys.goHome)}
      </Button>
    </Box>
  );
};
