// The headline counts, each a card that opens its list: filtered to the chosen state when the count is that state's.
// A resource the role may not list (authProvider.canAccess) has no card: the server does not count it for them.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCanAccessResources } from 'react-admin';
import { Link } from 'react-router-dom';
import { listFilterLink } from '../../crud/list/listFilterLink.ts';

import { dashboardKeys } from '../../i18n/appKeys.ts';
import { countCards, figureInLanguage, figureOf, type DashboardCounts } from './dashboardFigures.ts';
import { useText } from '../../i18n/useText.ts';

interface CountCardsProps {
  counts: DashboardCounts;
  /** The chosen state's name; null for all states. */
  stateName: string | null;
  /** The chosen state; null for all states. */
  stateId: number | null;
}

const countedNames = countCards.map((card) => card.resource.name);

export const CountCards = ({ counts, stateName, stateId }: CountCardsProps) => {
  const translate = useText();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: countedNames });
  const shownCards = countCards.filter((card) => canAccess?.[card.resource.name]);
  const inAllStates = translate(dashboardKeys.inAllStates);
  return (
    <Box
      component="ul"
      aria-label={translate(dashboardKeys.totals)}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {shownCards.map(figureInLanguage(translate)).map((card) => {
        const ofState = stateId !== null && stateName !== null && card.resource.dashboard?.byState;
        const figure = figureOf(counts, card.key);
        return (
          <Card component="li" key={card.key} elevation={2} sx={{ borderTop: 4, borderColor: card.color }}>
            <CardActionArea
              component={Link}
              to={listFilterLink(card.resource, ofState ? { state_id: stateId } : undefined)}
              // Named by its visible text ('Sites 3 in all states'), so speech input can say what it sees.
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography color="text.secondary">{card.label}</Typography>
                <Typography variant="h4" component="p" data-testid={`count-${card.key}`}>
                  {figure}
                </Typography>
                {stateName !== null && !ofState && (
                  <Typography variant="caption" color="text.secondary">
                    {inAllStates}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
