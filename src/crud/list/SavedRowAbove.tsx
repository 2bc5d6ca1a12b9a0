// The record just saved, above the list's page when it is not on it: a short note and the record as a row (a card
// on a phone) of the list's own kind, with its actions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListContextProvider, useList, type RaRecord } from 'react-admin';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';

export const SavedRowAbove = ({ record, children }: { record: RaRecord; children: ReactNode }) => {
  const translate = useText();
  const list = useList({ data: [record] });
  return (
    <Box component="section" aria-label={translate(crudKeys.savedElsewhere)} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {translate(crudKeys.savedElsewhere)}
      </Typography>
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </Box>
  );
};
