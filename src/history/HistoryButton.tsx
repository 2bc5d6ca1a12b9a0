// The edit screen's "History" button: opens the record's history; closing it puts the focus back on the button.
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { auditTexts } from './auditTexts.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { useText } from '../i18n/useText.ts';

export const HistoryButton = ({ resource, id }: { resource: string; id: string }) => {
  const translate = useText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate(auditTexts.historyButton)}
      </Button>
      {/* MUI's dialog gives the focus back to the element that had it (this button) when it closes. */}
      <HistoryDialog resource={resource} id={id} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
