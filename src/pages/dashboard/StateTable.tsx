// The chart's figures as a table, for screen readers and for reading exact numbers.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { figureOf, stateSeries, type StateFigures } from './dashboardFigures.ts';

export const StateTable = ({ rows }: { rows: StateFigures[] }) => (
  <Table size="small" aria-label="Figures by state">
    <TableHead>
      <TableRow>
        <TableCell>State</TableCell>
        {stateSeries.map((series) => (
          <TableCell key={series.key} align="right">
            {series.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row) => (
        <TableRow key={row.state_id}>
          <TableCell>{row.state_name ?? '--'}</TableCell>
          {stateSeries.map((series) => (
            <TableCell key={series.key} align="right">
              {figureOf(row, series.key)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
