// The dashboard (/dashboard): the programme's totals and charts from one call, for all states or one state's
// districts; every figure opens the list it counts, filtered to its group.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useLocaleState } from 'react-admin';
import { labelOf, stateSource } from '../../../resources/index.ts';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import { NoAreaNotice } from '../../access/NoAreaNotice.tsx';
import { http as appHttp } from '../../backend.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { CountCards } from './CountCards.tsx';
import { dashboardKeys } from '../../i18n/appKeys.ts';
import { figureInLanguage, seriesOf } from './dashboardFigures.ts';
import { dashboardView } from './dashboardView.ts';
import { DuplicateCodes } from './DuplicateCodes.tsx';
import { FigureChart } from './FigureChart.tsx';
import { StateSelect, useChosenState } from './StateSelect.tsx';
import { useDashboardFigures, type DashboardState } from './useDashboardFigures.ts';
import { useText } from '../../i18n/useText.ts';

const Figures = ({ figures }: { figures: Extract<DashboardState, { status: 'loaded' }>['figures'] }) => {
  const masterData = useMasterData();
  const [stateId] = useChosenState();
  const stateName = stateId === null ? null : (labelOf(masterData, stateSource, stateId) ?? String(stateId));
  const [locale] = useLocaleState();
  const view = dashboardView(figures, masterData, stateId, locale);
  const translate = useText();
  const seriesIn = (breakdown: Parameters<typeof seriesOf>[0]) =>
    seriesOf(breakdown).map(figureInLanguage(translate));
  return (
    <>
      <DuplicateCodes duplicates={figures.duplicates} />
      <CountCards counts={view.counts} stateName={stateName} stateId={stateId} />
      <FigureChart
        title={
          stateName === null
            ? translate(dashboardKeys.perState)
            : translate(dashboardKeys.perDistrict, { state: stateName })
        }
        groupLabel={translate(stateName === null ? 'State' : 'District')}
        bars={view.places}
        series={seriesIn('byDistrict')}
        horizontal
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <FigureChart
          title={translate(dashboardKeys.perWeekday)}
          groupLabel={translate('Day')}
          bars={view.weekdays}
          series={seriesIn('byWeekday')}
        />
        <FigureChart
          title={translate(dashboardKeys.perMhu)}
          groupLabel="MHU"
          bars={view.mhus}
          series={seriesIn('byMhu')}
          horizontal
        />
      </Box>
    </>
  );
};

export const DashboardPage = ({ http = appHttp }: { http?: HttpClient }) => {
  const state = useDashboardFigures(http);
  const translate = useText();
  return (
    <Box sx={{ py: 3, display: 'grid', gap: 3 }}>
      <Title title={dashboardKeys.title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {translate(dashboardKeys.title)}
        </Typography>
        <StateSelect />
      </Stack>
      <NoAreaNotice />
      {state.status === 'loading' && <CircularProgress aria-label={translate(dashboardKeys.loading)} />}
      {state.status === 'failed' && (
        <Typography color="text.secondary">{translate(dashboardKeys.failed)}</Typography>
      )}
      {state.status === 'loaded' && <Figures figures={state.figures} />}
    </Box>
  );
};

export default DashboardPage;
