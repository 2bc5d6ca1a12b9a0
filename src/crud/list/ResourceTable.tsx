// The list's table, one column per config column: S.No., texts, dates, master-data names and the actions; the
// columns a narrow box has no room for hidden by their priority. A click on a row opens its record. A resource with
// a list photo shows it beside each record's title.
import { useTheme } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { DataTable, useLocaleState, type RaRecord } from 'react-admin';
import { cellReader, type ColumnConfig, type ResourceConfig } from '../../../resources/index.ts';
import { PhotoThumbnail } from '../photos/PhotoThumbnail.tsx';
import { useRecordAccess } from '../../access/useRecordAccess.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { resourceKey } from '../../i18n/appKeys.ts';
import { BulkActions } from './BulkActions.tsx';
import { ResourceEmptyList } from './ResourceEmptyList.tsx';
import { listTableSx } from './columnFit.ts';
import { RowActions, type RowActionsProps } from './RowActions.tsx';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { SavedAwareBody } from './SavedAwareBody.tsx';
import { useRecordPath } from './useRecordPath.ts';

type Actions = Omit<RowActionsProps, 'record'>;

const renderOf = (
  config: ResourceConfig,
  column: ColumnConfig,
  read: (row: RaRecord) => string,
  actions: Actions,
) => {
  if (column.display.kind === 'actions')
    return (record: RaRecord) => <RowActions record={record} {...actions} />;
  const { listPhoto } = config;
  if (!listPhoto || column.source !== config.mobile.primary) return read;
  return (record: RaRecord) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
      <PhotoThumbnail name={record[listPhoto]} />
      {read(record)}
    </Stack>
  );
};

export const ResourceTable = memo(function ResourceTable() {
  const config = useResourceConfig();
  const { name, columns } = config;
  const masterData = useMasterData();
  const [locale] = useLocaleState();
  const may = useRecordAccess();
  const onDelete = useDeleteRecord();
  // Readers index the master data once, then run per row; option names in the chosen language.
  const renders = useMemo(
    () =>
      columns.map((column) =>
        renderOf(config, column, cellReader(column, masterData, locale), { may, onDelete }),
      ),
    [config, columns, masterData, locale, may, onDelete],
  );
  const theme = useTheme();
  const sx = useMemo(() => listTableSx(columns, theme), [columns, theme]);
  const recordPath = useRecordPath();
  return (
    <DataTable
      bulkActionButtons={<BulkActions />}
      // The Action column's links stay, for the keyboard and for those who look for them.
      rowClick={recordPath}
      hiddenColumns={[]}
      body={SavedAwareBody}
      empty={<ResourceEmptyList />}
      // A tablet shows the columns its box has room for, S.No. and Action always; a long text scrolls the table in
      // its card, never the page.
      sx={sx}
    >
      {columns.map((column, index) => (
        <DataTable.Col
          key={column.source}
          source={column.source}
          // react-admin translates the label, falling back to the config's English.
          label={resourceKey(name, 'columns', column.source)}
          disableSort={!column.sortable}
          render={renders[index]}
        />
      ))}
    </DataTable>
  );
});
