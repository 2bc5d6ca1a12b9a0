// A chart's figures as a table of links, each opening the resource's list filtered to the row's group.
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { listFilterLink } from '../../crud/list/listFilterLink.ts';
import { figureOf, type Figure } from './dashboardFigures.ts';
import type { Bar } from './dashboardView.ts';

interface FigureTableProps {
  caption: string;
  groupLabel: string;
  bars: Bar[];
  series: Figure[];
}

export const FigureTable = ({ caption, groupLabel, bars, series }: FigureTableProps) => (
  // A narrow screen scrolls the table inside its box, not the page.
  <TableContainer>
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{groupLabel}</TableCell>
          {series.map((figure) => (
            <TableCell key={figure.key} align="right">
              {figure.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {bars.map((bar) => (
          <TableRow key={bar.label}>
            <TableCell component="th" scope="row">
              {bar.label}
            </TableCell>
            {series.map((figure) => (
              <TableCell key={figure.key} align="right">
                <Link
                  component={RouterLink}
                  to={listFilterLink(figure.resource, bar.filter)}
                  aria-label={`${figure.label}, ${bar.label}: ${figureOf(bar.figures, figure.key)}`}
                >
                  {figureOf(bar.figures, figure.key)}
                </Link>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
