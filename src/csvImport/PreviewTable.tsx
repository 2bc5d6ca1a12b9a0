// The first rows of a chosen file as a table (cards on a phone or an upright tablet), each row with its errors in
// place (or what importing it does).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { importKeys } from '../i18n/appKeys.ts';
import { useNarrow } from '../layout/usePhone.ts';
import { PreviewCards } from './PreviewCards.tsx';
import { ERROR_TINT, failedRow, PREVIEW_ROWS, statusOf, type PreviewProps } from './previewRows.ts';
import { useText } from '../i18n/useText.ts';

export const PreviewTable = (props: PreviewProps) => {
  const { file, headers, checks, updateExisting } = props;
  const translate = useText();
  const narrow = useNarrow();
  const previewOf = (shown: number) => translate(importKeys.previewOf, { shown, total: file.rows.length });
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {previewOf(Math.min(PREVIEW_ROWS, file.rows.length))}
      </Typography>
      {narrow ? (
        <PreviewCards {...props} />
      ) : (
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
                const failed = failedRow(checks, index);
                return (
                  <TableRow
                    key={index}
                    data-row-status={failed ? 'error' : 'ok'}
                    sx={failed ? { bgcolor: ERROR_TINT } : undefined}
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
      )}
    </>
  );
};
