// The list on a phone: each record a card with its config's `mobile` texts and the row's Edit and Delete actions.
import type { Theme } from '@mui/material/styles';
import { useContext, useMemo } from 'react';
import { useLocaleState, type RaRecord } from 'react-admin';
import { cardReader } from '../../../resources/index.ts';
import { resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { CardLines, RecordCards } from './RecordCards.tsx';
import { ResourceEmptyList } from './ResourceEmptyList.tsx';
import { RowActions } from './RowActions.tsx';
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

export const ResourceCards = () => {
  const config = useResourceConfig();
  const saved = useContext(SavedRowContext);
  const isSaved = (record: RaRecord) => isSavedRecord(saved, record);
  const masterData = useMasterData();
  const translate = useText();
  const [locale] = useLocaleState();
  // The reader indexes the master data once, then runs per record; option names in the chosen language.
  const read = useMemo(() => cardReader(config, masterData, locale), [config, masterData, locale]);
  return (
    <RecordCards
      empty={<ResourceEmptyList />}
      primaryText={(record: RaRecord) => <PrimaryText text={read(record).primary} saved={isSaved(record)} />}
      secondaryText={(record: RaRecord) => (
        // Each line labelled as the table's column is, in the chosen language.
        <CardLines
          lines={read(record).secondary.map((line) => ({
            label: translate(resourceKey(config.name, 'columns', line.source)),
            content: line.text,
          }))}
        />
      )}
      rightIcon={(record: RaRecord) => <RowActions record={record} />}
      sx={savedCardSx}
    />
  );
};
