// The list on a phone: each record a card with its config's `mobile` texts and the row's Edit and Delete actions.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useContext, useMemo } from 'react';
import { SimpleList, useLocaleState, type RaRecord } from 'react-admin';
import { cardReader, type CardLine } from '../../../resources/index.ts';
import { resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { ResourceEmptyList } from './ResourceEmptyList.tsx';
import { RowActions } from './RowActions.tsx';
import { isSavedRecord, SavedRowContext } from './savedRow.ts';
import { bringIntoView, savedRowSx } from './savedRowSx.ts';

/** Each line labelled as the table's column is, in the chosen language. */
const CardLines = ({ resource, lines }: { resource: string; lines: CardLine[] }) => {
  const translate = useText();
  return lines.map((line) => (
    <Box component="span" key={line.source} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {translate(resourceKey(resource, 'columns', line.source))}
      </Box>{' '}
      {line.text}
    </Box>
  ));
};

/**
 * Each record is a bordered card; its texts wrap rather than widen the screen. The card of the record just saved
 * stands out (SimpleList draws no `rowSx` on rows that are not links).
 */
const cardsSx = (theme: Theme) => ({
  py: 0,
  '& > .MuiListItem-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    mb: 1,
    gap: 1,
    alignItems: 'flex-start',
  },
  '& .MuiListItemText-primary': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .MuiListItemIcon-root': { minWidth: 0, mt: 0.5 },
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

export const ResourceCards = () => {
  const config = useResourceConfig();
  const saved = useContext(SavedRowContext);
  const isSaved = (record: RaRecord) => isSavedRecord(saved, record);
  const masterData = useMasterData();
  const [locale] = useLocaleState();
  // The reader indexes the master data once, then runs per record; option names in the chosen language.
  const read = useMemo(() => cardReader(config, masterData, locale), [config, masterData, locale]);
  return (
    <SimpleList
      rowClick={false}
      empty={<ResourceEmptyList />}
      primaryText={(record: RaRecord) => <PrimaryText text={read(record).primary} saved={isSaved(record)} />}
      secondaryText={(record: RaRecord) => (
        <CardLines resource={config.name} lines={read(record).secondary} />
      )}
      rightIcon={(record: RaRecord) => <RowActions record={record} />}
      sx={cardsSx}
    />
  );
};
