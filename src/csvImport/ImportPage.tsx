// /import/<resource>: choose a CSV file, see its first rows with each row's errors, import the valid rows in
// batches, then the summary. One screen for every importable resource, driven by its config.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';

import { importColumns, matchHeader } from '../../resources/csvImport/index.ts';
import { importKeys, resourceKey } from '../i18n/appKeys.ts';
import { useResourceConfig } from '../crud/useResourceConfig.ts';
import { CsvFileError, readCsvFile } from './csvFile.ts';
import { FileChooser } from './FileChooser.tsx';
import { ImportControls } from './ImportControls.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import { PreviewTable } from './PreviewTable.tsx';
import { ProgressLine } from './ProgressLine.tsx';
import { useImportRun } from './useImportRun.ts';
import { useRowChecks, type ChosenFile } from './useRowChecks.ts';
import { useText } from '../i18n/useText.ts';

const ImportPage = () => {
  const resource = useResourceConfig();
  // Known messages (a file's refusal, a header's problem) show in the chosen language; others as written.
  const translate = useText();
  const [file, setFile] = useState<ChosenFile>();
  const [fileError, setFileError] = useState<string>();
  const [updateExisting, setUpdateExisting] = useState(false);
  const chosenCount = useRef(0);
  const match = useMemo(() => file && matchHeader(resource, file.header), [resource, file]);
  const checks = useRowChecks(resource, file, match);
  const run = useImportRun(resource, file, checks.data);

  const choose = async (chosen: File) => {
    run.reset();
    setFile(undefined);
    setFileError(undefined);
    try {
      setFile({ ...(await readCsvFile(chosen)), id: (chosenCount.current += 1) });
    } catch (error) {
      setFileError(error instanceof CsvFileError ? error.message : importKeys.notCsv);
    }
  };
  const shown =
    file && match && !match.problem ? file.header.filter((name) => !match.ignored.includes(name)) : [];
  return (
    <Card sx={{ p: 2, mt: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate(importKeys.heading, {
          list: translate(resourceKey(resource.name, 'texts', 'listHeading')),
        })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {/* The file's columns keep their English names, whatever the language. */}
        {translate(importKeys.columnsHint, {
          labels: importColumns(resource)
            .map((column) => column.label)
            .join(', '),
        })}
      </Typography>
      <FileChooser onChoose={choose} disabled={run.isPending} />
      {fileError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(fileError)}
        </Alert>
      )}
      {match?.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(match.problem)}
        </Alert>
      )}
      {shown.length > 0 && match?.ignored.length ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(importKeys.ignoredColumns, { labels: match.ignored.join(', ') })}
        </Alert>
      ) : null}
      {checks.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(checks.error.message)}
        </Alert>
      )}
      {checks.isFetching && file && (
        <ProgressLine label={translate(importKeys.checking)} done={checks.checked} total={file.rows.length} />
      )}
      {file && shown.length > 0 && (
        <PreviewTable file={file} headers={shown} checks={checks.data} updateExisting={updateExisting} />
      )}
      {checks.data && !run.data && (
        <ImportControls
          checks={checks.data}
          updateExisting={updateExisting}
          onUpdateExisting={setUpdateExisting}
          importing={run.isPending}
          onImport={() => run.mutate(updateExisting)}
        />
      )}
      {run.isPending && (
        <ProgressLine label={translate(importKeys.importing)} done={run.sent} total={run.total} />
      )}
      {run.data && file && (
        <ImportSummary
          summary={run.data}
          file={file}
          resourceName={resource.name}
          listPath={resource.routes.list}
          onAgain={() => {
            run.reset();
            setFile(undefined);
          }}
        />
      )}
    </Card>
  );
};

export default ImportPage;
