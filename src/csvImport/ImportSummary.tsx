// What an import did: added, updated, skipped and rejected rows, the rejected rows to download, and the way on.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';

import { importKeys } from '../i18n/appKeys.ts';
import type { CsvFile } from './csvFile.ts';
import { downloadCsv, rejectedRowsCsv } from './rejectedRowsFile.ts';
import type { ImportSummary as Summary } from './useImportRun.ts';
import { useText } from '../i18n/useText.ts';

interface Props {
  summary: Summary;
  file: CsvFile;
  /** Names the download: <resource>-rejected.csv. */
  resourceName: string;
  listPath: string;
  onAgain: () => void;
}

export const ImportSummary = ({ summary, file, resourceName, listPath, onAgain }: Props) => {
  const { added, updated, skipped, rejected } = summary;
  const translate = useText();
  const download = () => downloadCsv(rejectedRowsCsv(file, rejected), `${resourceName}-rejected.csv`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Alert severity={rejected.length ? 'warning' : 'success'} role="status">
        {translate(importKeys.summary, { added, updated, skipped, rejected: rejected.length })}
      </Alert>
      <Stack direction="row" spacing={2}>
        {rejected.length > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            {translate(importKeys.downloadRejected)}
          </Button>
        )}
        <Button component={Link} to={listPath} variant="contained">
          {translate(importKeys.backToList)}
        </Button>
        <Button onClick={onAgain}>{translate(importKeys.anotherFile)}</Button>
      </Stack>
    </Stack>
  );
};
