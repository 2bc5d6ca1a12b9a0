// The activity page (/activity): every audited change, newest first, filtered and paged by the server; Export.
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { formatWhen, todayIso, type ActivityRow } from '../../resources/index.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { crudTexts } from '../crud/crudTexts.ts';
import { serverMessageOf } from '../crud/serverAnswer.ts';
import { ActivityFilters, type ActivityFilterValues } from './ActivityFilters.tsx';
import { auditTexts } from './auditTexts.ts';
import { AuditTable, type AuditColumn } from './AuditTable.tsx';
import { ChangeSummary } from './ChangeSummary.tsx';
import { recordText, resourceText } from './recordText.ts';
import { saveFile } from './saveFile.ts';
import { useHistoryCalls } from './useHistoryCalls.ts';
import { usePagedQuery } from './usePagedQuery.ts';
import { Translated } from './Translated.tsx';
import { whoText } from './whoText.ts';
import { useText } from '../i18n/useText.ts';

const { columns: titles } = auditTexts;
const columns: AuditColumn<ActivityRow>[] = [
  { label: titles.when, cell: (row) => formatWhen(row.at) },
  { label: titles.resource, cell: (row) => <Translated text={resourceText(row.resource)} /> },
  { label: titles.record, cell: recordText, card: 'title' },
  { label: titles.action, cell: (row) => <Translated text={row.action} /> },
  { label: titles.user, cell: (row) => <Translated text={whoText(row.user)} /> },
  { label: titles.changes, cell: (row) => <ChangeSummary changes={row.changes} />, minWidth: 280 },
];

const noFilter: ActivityFilterValues = { resource: '', user_id: '', from: '', to: '' };

export const ActivityPage = () => {
  const calls = useHistoryCalls();
  const dialogs = useDialogs();
  const translate = useText();
  const [filter, setFilter] = useState(noFilter);
  const paged = usePagedQuery(['activity', filter], (slice) => calls.getActivity(filter, slice));

  const exportAll = async () => {
    try {
      saveFile(await calls.exportActivity(filter), `activity-${todayIso()}.csv`);
    } catch (error) {
      console.error('The activity could not be exported', error);
      void dialogs.error({
        title: translate(crudTexts.errorTitle),
        text: translate(serverMessageOf(error) ?? crudTexts.errorText),
      });
    }
  };

  return (
    <Box sx={{ py: 3, display: 'grid', gap: 2 }}>
      <Title title={translate(auditTexts.activityHeading)} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {translate(auditTexts.activityHeading)}
        </Typography>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void exportAll()}>
          {translate(auditTexts.exportButton)}
        </Button>
      </Stack>
      <ActivityFilters value={filter} onChange={setFilter} />
      <AuditTable
        columns={columns}
        paged={paged}
        rowKey={(row) => String(row.id)}
        things={auditTexts.changeThings}
        narrowed={Object.values(filter).some(Boolean) && 'filters'}
      />
    </Box>
  );
};
