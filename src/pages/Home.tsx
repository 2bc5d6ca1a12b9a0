// The home page: three cards for the programme's themes (SPEC 2), under a notice when the account has no area.
import ElderlyIcon from '@mui/icons-material/Elderly';
import PsychologyIcon from '@mui/icons-material/Psychology';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { Link } from 'react-router-dom';
import { NoAreaNotice } from '../access/NoAreaNotice.tsx';
import { pageKeys } from '../i18n/appKeys.ts';
import { homeCards } from './homeCards.ts';
import { useText } from '../i18n/useText.ts';

const icons = {
  '/health-care': PsychologyIcon,
  '/old-age-care': ElderlyIcon,
  '/livelihood': VolunteerActivismIcon,
};

export const Home = () => {
  const translate = useText();
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(pageKeys.homeHeading)}
      </Typography>
      <NoAreaNotice />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {homeCards.map((card) => {
          const Icon = icons[card.to];
          return (
            <Card key={card.to} elevation={2}>
              <CardActionArea component={Link} to={card.to} sx={{ height: '100%', p: 1 }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 48 }} />
                  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                    {translate(pageKeys.homeCards[card.to.slice(1)].title)}
                  </Typography>
                  <Typography color="text.secondary">
                    {translate(pageKeys.homeCards[card.to.slice(1)].text)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
};
