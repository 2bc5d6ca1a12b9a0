// A theme page (the home cards' targets): a summary and sections of practical points for outreach staff.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import type { ThemeContent } from './themeContent.ts';

export const ThemePage = ({ content }: { content: ThemeContent }) => {
  const text = useText();
  /** The page's text at this path of its messages: themes.<page>.<path>. */
  const words = (path: string) => text(`themes.${content.path.slice(1)}.${path}`);
  return (
    <Box component="article" sx={{ py: 3, display: 'grid', gap: 3, maxWidth: 960 }}>
      <Title title={words('title')} />
      <Box>
        <Typography variant="h4" component="h1">
          {words('title')}
        </Typography>
        <Typography variant="subtitle1" color="primary">
          {words('subtitle')}
        </Typography>
      </Box>
      <Typography>{words('summary')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {content.sections.map((section, sectionIndex) => (
          <Paper key={section.heading} component="section" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {words(`sections.${sectionIndex}.heading`)}
            </Typography>
            <List dense>
              {section.points.map((point, pointIndex) => (
                <ListItem key={point} sx={{ display: 'list-item', listStyleType: 'disc', ml: 2, pl: 0 }}>
                  <ListItemText primary={words(`sections.${sectionIndex}.points.${pointIndex}`)} />
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Box>
      <Box>
        <Button component={Link} to="/home" startIcon={<ArrowBackIcon />}>
          {text('themes.backToHome')}
        </Button>
      </Box>
    </Box>
  );
};
