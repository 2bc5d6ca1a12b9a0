// The dashboard (/dashboard): the programme's totals and its field presence per state, from one call.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import { http as appHttp } from '../../backend.ts';
import { perStateTexts } from './dashboardFigures.ts';
import { CountCards } from './CountCards.tsx';
import { StateChart } from './StateChart.tsx';
import { StateTable } from './StateTable.tsx';
import { useDashboardFigures } from './useDashboardFigures.ts';

export const DashboardPage = ({ http = appHttp }: { http?: HttpClient }) => {
  const state = useDashboardFigures(http);
  return (
    <Box sx={{ py: 3, display: 'grid', gap: 3 }}>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1">
        Dashboard
      </Typography>
      {state.status === 'loading' && <CircularProgress aria-label="Loading figures" />}
      {state.status === 'failed' && (
        <Typography color="text.secondary">The figures are not available.</Typography>
      )}
      {state.status === 'loaded' && (
        <>
          <CountCards counts={state.figures.counts} />
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {perStateTexts.title}
            </Typography>
            <StateChart rows={state.figures.byState} />
            <StateTable rows={state.figures.byState} />
          </Paper>
        </>
      )}
    </Box>
  );
};
