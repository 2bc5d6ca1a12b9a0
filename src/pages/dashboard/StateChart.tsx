// The registry's per-state figures (sites, drivers, health workers): a grouped horizontal bar chart in plain SVG.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { axisTicks } from './chartScale.ts';
import { figureOf, perStateTexts, stateSeries, type StateFigures } from './dashboardFigures.ts';

const WIDTH = 760;
const LABEL_WIDTH = 170;
const PLOT_WIDTH = WIDTH - LABEL_WIDTH - 40;
const BAR = 12;
const ROW = stateSeries.length * (BAR + 2) + 16;
const AXIS = 24;

const stateLabel = (row: StateFigures) => row.state_name ?? `State ${row.state_id}`;

export const StateChart = ({ rows }: { rows: StateFigures[] }) => {
  if (!rows.length) return <Typography color="text.secondary">{perStateTexts.none}</Typography>;
  const ticks = axisTicks(
    Math.max(...rows.flatMap((row) => stateSeries.map((series) => figureOf(row, series.key)))),
  );
  const x = (value: number) => LABEL_WIDTH + (value / ticks[ticks.length - 1]) * PLOT_WIDTH;
  const height = rows.length * ROW + AXIS;
  return (
    <Box>
      <Box component="ul" sx={{ display: 'flex', gap: 3, listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {stateSeries.map((series) => (
          <Box component="li" key={series.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 14, height: 14, bgcolor: series.color, borderRadius: 0.5 }} />
            <Typography variant="body2">{series.label}</Typography>
          </Box>
        ))}
      </Box>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={perStateTexts.title}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={0} y2={height - AXIS} stroke="#e0e0e0" />
            <text x={x(tick)} y={height - 6} fontSize={11} textAnchor="middle" fill="#616161">
              {tick}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const top = index * ROW + 8;
          return (
            <g key={row.state_id}>
              <text x={LABEL_WIDTH - 8} y={top + ROW / 2 - 6} fontSize={12} textAnchor="end" fill="#212121">
                {stateLabel(row)}
              </text>
              {stateSeries.map((series, s) => (
                <g key={series.key}>
                  <rect
                    x={LABEL_WIDTH}
                    y={top + s * (BAR + 2)}
                    width={Math.max(0, x(figureOf(row, series.key)) - LABEL_WIDTH)}
                    height={BAR}
                    fill={series.color}
                    rx={2}
                  >
                    <title>{`${stateLabel(row)}, ${series.label}: ${figureOf(row, series.key)}`}</title>
                  </rect>
                  <text
                    x={x(figureOf(row, series.key)) + 4}
                    y={top + s * (BAR + 2) + BAR - 2}
                    fontSize={10}
                    fill="#424242"
                  >
                    {figureOf(row, series.key)}
                  </text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
    </Box>
  );
};
