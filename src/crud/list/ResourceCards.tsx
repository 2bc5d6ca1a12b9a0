// The list on a phone: each record a card with its config's `mobile` texts and the row's Edit and Delete actions.
import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import { cardReader } from '../../../resources/index.ts';
import { resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { CardLines, RecordCards } from './RecordCards.tsx';
import { RowActions } from './RowActions.tsx';

export const ResourceCards = () => {
  const config = useResourceConfig();
  const masterData = useMasterData();
  const translate = useText();
  // The reader indexes the master data once, then runs per record.
  const read = useMemo(() => cardReader(config, masterData), [config, masterData]);
  return (
    <RecordCards
      primaryText={(record: RaRecord) => read(record).primary}
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
    />
  );
};
