// A paged table of audit rows (cards on a phone or an upright tablet): the columns given, the server's total, the
// list's page sizes.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PAGE_SIZES } from '../../resources/index.ts';

import { EmptyList, type Narrowed } from '../crud/list/EmptyList.tsx';
import { useNarrow } from '../layout/usePhone.ts';
import { AuditCards } from './AuditCards.tsx';
import { auditTexts } from './auditTexts.ts';
import type { usePagedQuery } from './usePagedQuery.ts';
import { useText } from '../i18n/useText.ts';

export interface AuditColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** The narrowest the column gets (a long text column), in px. */
  minWidth?: number;
  /** On a card: its title, or its action on the right; a labelled line when absent. */
  card?: 'title' | 'action';
}

interface AuditTableProps<Row> {
  columns: AuditColumn<Row>[];
  paged: ReturnType<typeof usePagedQuery<Row>>;
  rowKey: (row: Row) => string;
  /** What the empty table calls its rows (a message key or English text, as translate takes it): 'No changes yet.' */
  things: string;
  /** Filters are set: 'No changes match these filters.' */
  narrowed: Narrowed;
}

export function AuditTable<Row>({ columns, paged, rowKey, things, narrowed }: AuditTableProps<Row>) {
  const translate = useText();
  const empty = !paged.isError && !paged.isPending && !paged.rows.length;
  const narrow = useNarrow();
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      {narrow ? (
        <AuditCards columns={columns} rows={paged.rows} isPending={paged.isPending} rowKey={rowKey} />
      ) : (
        // A narrow desktop window scrolls the table in its box rather than squeezing its columns to a word a line.
        <Table size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} sx={{ minWidth: column.minWidth }}>
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {paged.rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.label} sx={{ verticalAlign: 'top' }}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {paged.isError && <Typography sx={{ p: 2 }}>{translate(auditTexts.loadFailed)}</Typography>}
      {empty && <EmptyList things={translate(things)} narrowed={narrowed} />}
      <TablePagination
        component="div"
        count={paged.total}
        page={paged.page}
        rowsPerPage={paged.perPage}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
        onPageChange={(_, page) => paged.setPage(page)}
        onRowsPerPageChange={(event) => paged.setPerPage(Number(event.target.value))}
      />
    </Paper>
  );
}
