// The list's Export button: every row the current search and filters find, in the list's order, as a CSV file.
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useListContext, useNotify } from 'react-admin';
import { exportFileName, exportsCsv, listCsv } from '../../../resources/csvExport.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { matchingRows } from './matchingRows.ts';
import { useText } from '../../i18n/useText.ts';

/** Nothing when the config turns export off. */
export const ExportButton = () => {
  const config = useResourceConfig();
  const { sort, filterValues } = useListContext();
  const dataProvider = useDataProvider();
  const masterData = useMasterData();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const translate = useText();
  if (!exportsCsv(config)) return null;

  const exportList = async () => {
    setExporting(true);
    try {
      const rows = await matchingRows(dataProvider, config.name, { sort, filter: filterValues });
      downloadCSV(listCsv(config, rows, masterData), exportFileName(config));
    } catch (error) {
      console.error('The list could not be exported', error);
      notify(crudKeys.exportFailed, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={exporting}
      onClick={() => void exportList()}
      // Beside the search box; the Add button keeps to the right.
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, mr: { sm: 'auto' } }}
    >
      {translate(crudKeys.exportButton)}
    </Button>
  );
};
