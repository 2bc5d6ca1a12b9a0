// The first rows of a chosen file as a table, each row with its errors in place (or what importing it does).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type TranslateFunction } from 'react-admin';
import { importKeys } from '../i18n/appKeys.ts';
import type { CsvFile } from './csvFile.ts';
import type { RowCheck } from './importBatches.ts';
import { useText } from '../i18n/useText.ts';

/** Rows shown: a 10,000-row file renders as fast as a short one. */
export const PREVIEW_ROWS = 50;

const statusOf = (check: RowCheck | undefined, updateExisting: boolean, translate: TranslateFunction) => {
  if (!check) return '';
  if (check.errors.length) return check.errors.map((error) => translate(error)).join('; ');
  if (check.action === 'skip')
    return updateExisting ? translate(importKeys.willUpdate) : check.reason && translate(check.reason);
  return translate(check.action === 'update' ? importKeys.willUpdate : importKeys.willAdd);
};

interface Props {
  file: CsvFile;
  /** The file's headers shown (the matched columns). */
  headers: string[];
  checks?: RowCheck[];
  updateExisting: boolean;
}

export const PreviewTable = ({ file, headers, checks, updateExisting }: Props) => {
  const translate = useText();
  const previewOf = (shown: number) => translate(importKeys.previewOf, { shown, total: file.rows.length });
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {previewOf(Math.min(PREVIEW_ROWS, file.rows.length))}
      </Typography>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={previewOf(PREVIEW_ROWS)}>
          <TableHead>
            <TableRow>
              {[translate(importKeys.rowColumn), ...headers, translate(importKeys.statusColumn)].map(
                (name) => (
                  <TableCell key={name}>{name}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {file.rows.slice(0, PREVIEW_ROWS).map((row, index) => {
              const failed = Boolean(checks?.[index]?.errors.length);
              return (
                <TableRow
                  key={index}
                  data-row-status={failed ? 'error' : 'ok'}
                  sx={failed ? { bgcolor: '#fdecea' } : undefined}
                >
                  <TableCell>{index + 1}</TableCell>
                  {headers.map((name) => (
                    <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>
                      {row[name]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ color: failed ? 'error.main' : 'text.secondary', minWidth: 220 }}>
                    {statusOf(checks?.[index], updateExisting, translate)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
