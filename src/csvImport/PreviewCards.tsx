// The first rows of a chosen file as cards on a phone, the list's cards: each row's status (its errors, in red)
// first, then the file's values, so the reason is never off-screen.
import Box from '@mui/material/Box';
import { CardLines, RecordCards } from '../crud/list/RecordCards.tsx';
import { importKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import { ERROR_TINT, failedRow, PREVIEW_ROWS, statusOf, type PreviewProps } from './previewRows.ts';

/** The first rows as cards on a phone: "Row n", then its status (the errors, in red) and the file's values. */
export const PreviewCards = ({ file, headers, checks, updateExisting }: PreviewProps) => {
  const translate = useText();
  const rows = file.rows.slice(0, PREVIEW_ROWS).map((values, index) => ({ id: index, values }));
  return (
    <RecordCards<(typeof rows)[number]>
      data={rows}
      sx={{
        maxHeight: 480,
        overflowY: 'auto',
        // A row with errors is tinted, as in the table.
        '& > .MuiListItem-root:has([data-row-status="error"])': { bgcolor: ERROR_TINT },
      }}
      primaryText={({ id }) => `${translate(importKeys.rowColumn)} ${id + 1}`}
      secondaryText={({ id, values }) => (
        <CardLines
          lines={[
            {
              label: translate(importKeys.statusColumn),
              content: (
                <Box
                  component="span"
                  data-row-status={failedRow(checks, id) ? 'error' : 'ok'}
                  sx={{ color: failedRow(checks, id) ? 'error.main' : 'text.secondary' }}
                >
                  {statusOf(checks?.[id], updateExisting, translate)}
                </Box>
              ),
            },
            ...headers.map((name) => ({ label: name, content: values[name] })),
          ]}
        />
      )}
    />
  );
};
