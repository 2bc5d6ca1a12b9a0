// The restore bin (/bin): deleted records of every resource, newest delete first, each with a Restore button
// where authProvider.canAccess lets the role restore it.
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { formatWhen, type BinRow } from '../../resources/index.ts';
import { auditTexts } from './auditTexts.ts';
import { AuditTable, type AuditColumn } from './AuditTable.tsx';
import { recordText, resourceText } from './recordText.ts';
import { ResourceSelect } from './ResourceSelect.tsx';
import { useHistoryCalls } from './useHistoryCalls.ts';
import { usePagedQuery } from './usePagedQuery.ts';
import { useRestoreRecord } from './useRestoreRecord.ts';
import { Translated } from './Translated.tsx';
import { whoText } from './whoText.ts';
import { useText } from '../i18n/useText.ts';

const RestoreButton = ({ row }: { row: BinRow }) => {
  const restore = useRestoreRecord();
  const translate = useText();
  const { canAccess } = useCanAccess({ resource: row.resource, action: 'restore' });
  if (!canAccess) return null;
  const button = (
    <Button
      size="small"
      startIcon={<RestoreIcon />}
      disabled={row.erased}
      onClick={() => void restore(row)}
      // One line beside a phone's card title, in every language.
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate(auditTexts.restoreButton)}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip listens on a wrapper.
  return row.erased ? (
    <Tooltip title={translate(auditTexts.erasedHint)}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
};

const { columns: titles } = auditTexts;
const columns: AuditColumn<BinRow>[] = [
  { label: titles.deletedAt, cell: (row) => formatWhen(row.deleted_at) },
  { label: titles.resource, cell: (row) => <Translated text={resourceText(row.resource)} /> },
  { label: titles.record, cell: recordText, card: 'title' },
  { label: titles.deletedBy, cell: (row) => <Translated text={whoText(row.deleted_by)} /> },
  { label: titles.action, cell: (row) => <RestoreButton row={row} />, card: 'action' },
];

export const BinPage = () => {
  const calls = useHistoryCalls();
  const translate = useText();
  const [resource, setResource] = useState('');
  const paged = usePagedQuery(['bin', resource], (slice) => calls.getBin(resource || undefined, slice));
  return (
    <Box sx={{ py: 3, display: 'grid', gap: 2 }}>
      <Title title={translate(auditTexts.binHeading)} />
      <Typography variant="h5" component="h1">
        {translate(auditTexts.binHeading)}
      </Typography>
      <Box>
        <ResourceSelect value={resource} onChange={setResource} />
      </Box>
      <AuditTable
        columns={columns}
        paged={paged}
        rowKey={(row) => `${row.resource}/${row.record_id}`}
        things={auditTexts.deletedThings}
        narrowed={resource !== '' && 'filters'}
      />
    </Box>
  );
};
