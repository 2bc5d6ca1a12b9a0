// The list's actions on the rows chosen by their checkboxes: export them, and delete them (for a role that may
// delete), each record by the same checks as a row's Delete, one confirmation, and each refusal listed with its
// reason.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  downloadCSV,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { exportFileName, exportsCsv, listCsv } from '../../../resources/csvExport.ts';
import { recordName } from '../../../resources/index.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { commonKeys, crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { deleteEach } from './bulkDelete.ts';

/** The chosen records as read now, in the order they were chosen (getMany answers in its own order). */
const useChosenRecords = () => {
  const { name } = useResourceConfig();
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider();
  return async (): Promise<RaRecord[]> => {
    const { data } = await dataProvider.getMany(name, { ids: selectedIds });
    const byId = new Map(data.map((record) => [String(record.id), record]));
    return selectedIds.flatMap((id) => byId.get(String(id)) ?? []);
  };
};

const ExportChosenButton = () => {
  const config = useResourceConfig();
  const chosenRecords = useChosenRecords();
  const masterData = useMasterData();
  const notify = useNotify();
  const translate = useText();
  const [exporting, setExporting] = useState(false);
  const exportChosen = async () => {
    setExporting(true);
    try {
      downloadCSV(listCsv(config, await chosenRecords(), masterData), exportFileName(config));
    } catch (error) {
      console.error('The chosen rows could not be exported', error);
      notify(crudKeys.exportFailed, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} disabled={exporting} onClick={() => void exportChosen()}>
      {translate(crudKeys.bulk.exportChosen)}
    </Button>
  );
};

const DeleteChosenButton = () => {
  const config = useResourceConfig();
  const { selectedIds, onUnselectItems } = useListContext();
  const chosenRecords = useChosenRecords();
  const dataProvider = useDataProvider();
  const dialogs = useDialogs();
  const refresh = useRefresh();
  const translate = useText();
  const deleteChosen = async () => {
    const count = selectedIds.length;
    const confirmed = await dialogs.confirm({
      title: translate(commonKeys.confirmTitle),
      text: translate(crudKeys.bulk.confirm, { count }),
      confirmText: translate(commonKeys.confirmDelete),
      cancelText: translate(commonKeys.confirmCancel),
    });
    if (!confirmed) return;
    dialogs.wait(translate(crudKeys.bulk.deleting, { done: 0, count }));
    let result;
    try {
      const records = await chosenRecords();
      result = await deleteEach(dataProvider, config.name, records, (done) =>
        dialogs.wait(translate(crudKeys.bulk.deleting, { done, count })),
      );
    } catch (error) {
      console.error(`Reading the chosen ${config.name} records failed`, error);
      await dialogs.error({ title: translate(crudKeys.errorTitle), text: translate(crudKeys.errorText) });
      return;
    } finally {
      refresh();
    }
    onUnselectItems();
    if (result.refused.length === 0) {
      await dialogs.success({
        title: translate(commonKeys.deletedTitle),
        text: translate(crudKeys.bulk.deleted, { count: result.deleted.length }),
      });
      return;
    }
    await dialogs.error({
      title: translate(crudKeys.bulk.refusedTitle),
      text: translate(crudKeys.bulk.refused, {
        deleted: result.deleted.length,
        refused: result.refused.length,
      }),
      // A known server message in the chosen language; any other as sent.
      details: result.refused.map(
        ({ record, message }) =>
          `${recordName(config, record) ?? `#${record.id}`}: ${translate(message ?? crudKeys.errorText)}`,
      ),
    });
  };
  return (
    <Button color="error" startIcon={<DeleteIcon />} onClick={() => void deleteChosen()}>
      {translate(crudKeys.bulk.deleteChosen)}
    </Button>
  );
};

/** Export for every role that sees the list (unless the config turns export off); Delete for a role that may delete. */
export const BulkActions = () => {
  const config = useResourceConfig();
  const { selectedIds } = useListContext();
  const { canAccess: mayDelete } = useCanAccess({ resource: config.name, action: 'delete' });
  // react-admin keeps its toolbar in the page, folded away, while nothing is chosen: no buttons there to reach.
  if (selectedIds.length === 0) return null;
  return (
    <>
      {exportsCsv(config) && <ExportChosenButton />}
      {mayDelete && <DeleteChosenButton />}
    </>
  );
};
