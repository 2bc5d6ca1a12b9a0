// One of the dashboard's bar charts: a bar per group and a series per resource, each bar opening the resource's
// list filtered to its group; the same figures as links below, for the keyboard and for reading exact numbers.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';
import { listFilterLink } from '../../crud/list/listFilterLink.ts';

import { EmptyList } from '../../crud/list/EmptyList.tsx';
import { dashboardKeys } from '../../i18n/appKeys.ts';
import { figureOf, type Figure } from './dashboardFigures.ts';
import type { Bar } from './dashboardView.ts';
import { FigureTable } from './FigureTable.tsx';
import { useText } from '../../i18n/useText.ts';

interface FigureChartProps {
  title: string;
  /** What a bar is: the first column's heading of the table. */
  groupLabel: string;
  bars: Bar[];
  series: Figure[];
  /** Bars along the vertical axis, for long names or many groups. */
  horizontal?: boolean;
}

const BAR_ROOM = 18;

export const FigureChart = ({ title, groupLabel, bars, series, horizontal }: FigureChartProps) => {
  const navigate = useNavigate();
  const translate = useText();
  const empty = bars.every((bar) => series.every((figure) => figureOf(bar.figures, figure.key) === 0));
  const band = { scaleType: 'band' as const, dataKey: 'label' };
  const open = (seriesId: string | number, dataIndex: number) => {
    const figure = series.find((candidate) => candidate.key === seriesId);
    if (figure) void navigate(listFilterLink(figure.resource, bars[dataIndex].filter));
  };
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {empty ? (
        <EmptyList things={translate(dashboardKeys.dataThings)} />
      ) : (
        <>
          <BarChart
            dataset={bars.map((bar) => ({
              label: bar.label,
              ...Object.fromEntries(series.map((figure) => [figure.key, figureOf(bar.figures, figure.key)])),
            }))}
            series={series.map(({ key, label, color }) => ({ id: key, dataKey: key, label, color }))}
            layout={horizontal ? 'horizontal' : 'vertical'}
            xAxis={[horizontal ? { tickMinStep: 1 } : band]}
            yAxis={[horizontal ? { ...band, width: 150 } : { tickMinStep: 1, width: 40 }]}
            height={horizontal ? Math.max(180, bars.length * series.length * BAR_ROOM + 90) : 280}
            borderRadius={3}
            grid={horizontal ? { vertical: true } : { horizontal: true }}
            onItemClick={(_event, item) => open(item.seriesId, item.dataIndex)}
            // Enter or Space on a bar focused with the arrow keys opens its list, as a click does.
            experimentalFeatures={{ keyboardActivation: true }}
          />
          <FigureTable caption={title} groupLabel={groupLabel} bars={bars} series={series} />
        </>
      )}
    </Paper>
  );
};
