// The list on a phone: each record a card with its config's `mobile` texts, its photo when the config names a list
// photo, the row's Edit and Delete actions, and a checkbox that chooses it for the chosen rows' actions, which then
// show above the cards as they do above the table.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import { useContext, useMemo } from 'react';
import { BulkActionsToolbar, useListContext, useLocaleState, type RaRecord } from 'react-admin';
import { cardReader } from '../../../resources/index.ts';
import { crudKeys, resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { PhotoThumbnail } from '../photos/PhotoThumbnail.tsx';
import { useResourceConfig } from '../useResourceConfig.ts';
import { BulkActions } from './BulkActions.tsx';
import { CardLines, RecordCards } from './RecordCards.tsx';
import { ResourceEmptyList } from './ResourceEmptyList.tsx';
import { RowActions } from './RowActions.tsx';
import { useRecordAccess } from '../../access/useRecordAccess.ts';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { isSavedRecord, SavedRowContext } from './savedRow.ts';
import { bringIntoView, savedRowSx } from './savedRowSx.ts';

/** The card of the record just saved stands out (SimpleList draws no `rowSx` on rows that are not links). */
const savedCardSx = (theme: Theme) => ({
  '& > .MuiListItem-root:has([data-saved-row])': savedRowSx(theme),
});

/** The card's title; on the card of the record just saved, marked for browser tests and brought into view. */
const PrimaryText = ({ text, saved }: { text: string; saved: boolean }) =>
  saved ? (
    <span ref={bringIntoView} data-saved-row="">
      {text}
    </span>
  ) : (
    text
  );

/** The chosen cards' actions take their own line above the cards, wrapping on a narrow screen. */
const bulkToolbarSx = {
  mb: 1,
  '&& .RaBulkActionsToolbar-toolbar': {
    position: 'static',
    transform: 'none',
    flexWrap: 'wrap',
    height: 'auto',
  },
};

/** The card's checkbox, named by the record (SimpleList draws none), then its photo when the list has one. */
const CardStart = ({ record, title }: { record: RaRecord; title: string }) => {
  const { listPhoto } = useResourceConfig();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useText();
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Checkbox
        checked={selectedIds.includes(record.id)}
        onChange={() => onToggleItem(record.id)}
        slotProps={{ input: { 'aria-label': translate(crudKeys.bulk.choose, { name: title }) } }}
        sx={{ ml: -1 }}
      />
      {listPhoto && <PhotoThumbnail name={record[listPhoto]} />}
    </Stack>
  );
};

export const ResourceCards = () => {
  const config = useResourceConfig();
  const { selectedIds } = useListContext();
  const saved = useContext(SavedRowContext);
  const isSaved = (record: RaRecord) => isSavedRecord(saved, record);
  const masterData = useMasterData();
  const translate = useText();
  const [locale] = useLocaleState();
  // The reader indexes the master data once, then runs per record; option names in the chosen language.
  const read = useMemo(() => cardReader(config, masterData, locale), [config, masterData, locale]);
  const may = useRecordAccess();
  const deleteRecord = useDeleteRecord();
  return (
    <>
      {selectedIds.length > 0 && (
        <Box sx={bulkToolbarSx}>
          <BulkActionsToolbar>
            <BulkActions />
          </BulkActionsToolbar>
        </Box>
      )}
      <RecordCards
        empty={<ResourceEmptyList />}
        leftIcon={(record: RaRecord) => <CardStart record={record} title={read(record).primary} />}
        primaryText={(record: RaRecord) => (
          <PrimaryText text={read(record).primary} saved={isSaved(record)} />
        )}
        secondaryText={(record: RaRecord) => (
          // Each line labelled as the table's column is, in the chosen language.
          <CardLines
            lines={read(record).secondary.map((line) => ({
              label: translate(resourceKey(config.name, 'columns', line.source)),
              content: line.text,
            }))}
          />
        )}
        rightIcon={(record: RaRecord) => <RowActions record={record} may={may} onDelete={deleteRecord} />}
        sx={savedCardSx}
      />
    </>
  );
};
