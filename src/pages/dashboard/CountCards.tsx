// The six headline counts, each a card that opens its list.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { countCards, figureOf, type DashboardCounts } from './dashboardFigures.ts';

export const CountCards = ({ counts }: { counts: DashboardCounts }) => (
  <Box
    component="ul"
    aria-label="Totals"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
    }}
  >
    {countCards.map((card) => (
      <Card component="li" key={card.key} elevation={2}>
        <CardActionArea
          component={Link}
          to={card.to}
          aria-label={`${card.label}: ${figureOf(counts, card.key)}`}
        >
          <CardContent>
            <Typography color="text.secondary">{card.label}</Typography>
            <Typography variant="h4" component="p" data-testid={`count-${card.key}`}>
              {figureOf(counts, card.key)}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    ))}
  </Box>
);
