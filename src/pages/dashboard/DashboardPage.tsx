// The dashboard (/dashboard): the programme's totals and charts from one call, for all states or one state's
// districts; every figure opens the list it counts, searched for its group.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { labelOf, stateSource } from '../../../resources/index.ts';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import { http as appHttp } from '../../backend.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { CountCards } from './CountCards.tsx';
import { dashboardTexts, seriesOf } from './dashboardFigures.ts';
import { dashboardView } from './dashboardView.ts';
import { FigureChart } from './FigureChart.tsx';
import { StateSelect, useChosenState } from './StateSelect.tsx';
import { useDashboardFigures, type DashboardState } from './useDashboardFigures.ts';

const Figures = ({ figures }: { figures: Extract<DashboardState, { status: 'loaded' }>['figures'] }) => {
  const masterData = useMasterData();
  const [stateId] = useChosenState();
  const stateName = stateId === null ? null : (labelOf(masterData, stateSource, stateId) ?? String(stateId));
  const view = dashboardView(figures, masterData, stateId);
  return (
    <>
      <CountCards counts={view.counts} stateName={stateName} />
      <FigureChart
        title={stateName === null ? dashboardTexts.perState : dashboardTexts.perDistrict(stateName)}
        groupLabel={stateName === null ? 'State' : 'District'}
        bars={view.places}
        series={seriesOf('byDistrict')}
        horizontal
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <FigureChart
          title={dashboardTexts.perWeekday}
          groupLabel="Day"
          bars={view.weekdays}
          series={seriesOf('byWeekday')}
        />
        <FigureChart
          title={dashboardTexts.perMhu}
          groupLabel="MHU"
          bars={view.mhus}
          series={seriesOf('byMhu')}
          horizontal
        />
      </Box>
    </>
  );
};

export const DashboardPage = ({ http = appHttp }: { http?: HttpClient }) => {
  const state = useDashboardFigures(http);
  return (
    <Box sx={{ py: 3, display: 'grid', gap: 3 }}>
      <Title title={dashboardTexts.title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {dashboardTexts.title}
        </Typography>
        <StateSelect />
      </Stack>
      {state.status === 'loading' && <CircularProgress aria-label={dashboardTexts.loading} />}
      {state.status === 'failed' && <Typography color="text.secondary">{dashboardTexts.failed}</Typography>}
      {state.status === 'loaded' && <Figures figures={state.figures} />}
    </Box>
  );
};

export default DashboardPage;
